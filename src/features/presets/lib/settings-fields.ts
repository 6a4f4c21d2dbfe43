import { endpointOptionFields } from './endpoint-defaults';
import type { ParameterKey } from './parameter-bounds';

/** The order the advanced-settings popover shows the sliders in. */
const PARAMETER_ORDER: readonly ParameterKey[] = [
  'temperature',
  'top_p',
  'topP',
  'topK',
  'maxOutputTokens',
  'frequency_penalty',
  'presence_penalty',
];

export interface SettingsFields {
  /** The custom name field: chatGptLabel (OpenAI-style) or modelLabel (Google, Anthropic). */
  labelField: 'chatGptLabel' | 'modelLabel' | null;
  promptPrefix: boolean;
  parameters: ParameterKey[];
}

/** What the advanced-settings popover offers for an endpoint: only fields the endpoint sends. */
export function settingsFields(endpoint: string | null | undefined): SettingsFields {
  const fields = endpointOptionFields(endpoint) ?? [];
  const labelField = fields.includes('chatGptLabel')
    ? 'chatGptLabel'
    : fields.includes('modelLabel')
      ? 'modelLabel'
      : null;
  return {
    labelField,
    promptPrefix: fields.includes('promptPrefix'),
    parameters: PARAMETER_ORDER.filter((key) => fields.includes(key)),
  };
}

export function hasSettings(endpoint: string | null | undefined): boolean {
  const fields = settingsFields(endpoint);
  return fields.labelField !== null || fields.promptPrefix || fields.parameters.length > 0;
}

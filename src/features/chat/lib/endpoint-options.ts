import type { EndpointOptions } from './submission';

/** Option fields each endpoint sends (contract section 3, 'Endpoint options'; fork endpoints as openAI). */
const FIELDS: Record<string, readonly string[]> = {
  openAI: [
    'model',
    'chatGptLabel',
    'promptPrefix',
    'temperature',
    'top_p',
    'presence_penalty',
    'frequency_penalty',
  ],
  gptPlugins: [
    'model',
    'chatGptLabel',
    'promptPrefix',
    'temperature',
    'top_p',
    'presence_penalty',
    'frequency_penalty',
    'tools',
    'agentOptions',
  ],
  google: [
    'model',
    'modelLabel',
    'promptPrefix',
    'examples',
    'temperature',
    'maxOutputTokens',
    'topP',
    'topK',
  ],
  anthropic: ['model', 'modelLabel', 'promptPrefix', 'temperature', 'maxOutputTokens', 'topP', 'topK'],
  bingAI: [
    'jailbreak',
    'systemMessage',
    'context',
    'toneStyle',
    'jailbreakConversationId',
    'conversationSignature',
    'clientId',
    'invocationId',
  ],
  chatGPTBrowser: ['model'],
};
FIELDS.azureOpenAI = FIELDS.openAI ?? [];

/** Defaults that a fresh conversation sends (spec section 9 wins over the contract's table). */
const DEFAULTS: Record<string, Record<string, unknown>> = {
  openAI: {
    chatGptLabel: null,
    promptPrefix: null,
    temperature: 1,
    top_p: 1,
    presence_penalty: 0,
    frequency_penalty: 0,
  },
  claude: { temperature: 0.7, top_p: 0.1 },
  gemini: { temperature: 0.7, top_p: 0.1 },
  Opensource: { temperature: 0.7, top_p: 0.1 },
  Llama: { temperature: 0.7, top_p: 0.1 },
};

const FORK_FIELDS = ['model', 'modelLabel', 'chatGptLabel', 'promptPrefix', 'temperature', 'top_p'];

/**
 * The endpoint options of a request: the conversation's stored settings picked by endpoint, over
 * the endpoint's defaults. A quick action's prompt replaces the prompt prefix (the system instruction).
 */
export function endpointOptionsFor(
  endpoint: string,
  model: string,
  conversation: Record<string, unknown> | null,
  promptPrefix?: string | null,
): EndpointOptions {
  const fields = FIELDS[endpoint] ?? FORK_FIELDS;
  const defaults = DEFAULTS[endpoint] ?? DEFAULTS.openAI ?? {};
  const options: EndpointOptions = { endpoint, token: null };
  for (const field of fields) {
    const stored = conversation?.[field];
    options[field] = stored ?? defaults[field] ?? null;
  }
  options.model = model;
  if (promptPrefix) options.promptPrefix = promptPrefix;
  return options;
}

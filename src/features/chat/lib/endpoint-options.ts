import { parseConversationOptions } from '@/features/presets';
import type { EndpointOptions } from './submission';

export interface EndpointOptionsExtras {
  /** A quick action's prompt: it replaces the prompt prefix (the system instruction). */
  promptPrefix?: string | null;
  /** The user's own key for a `userProvide` endpoint (contract section 3); null otherwise. */
  token?: string | null;
}

/**
 * The endpoint options of a request: the endpoint's fields from the conversation, over the
 * endpoint's defaults (`parseConversationOptions`, the ancestor's `parseConvo`), plus the model in
 * use, `endpoint` and `token`. An endpoint the client does not know sends OpenAI's fields.
 */
export function endpointOptionsFor(
  endpoint: string,
  model: string,
  conversation: Readonly<Record<string, unknown>> | null,
  { promptPrefix, token = null }: EndpointOptionsExtras = {},
): EndpointOptions {
  const source = conversation ?? {};
  const parsed =
    parseConversationOptions(endpoint, source) ?? parseConversationOptions('openAI', source) ?? {};
  const options: EndpointOptions = { ...parsed, endpoint, token };
  options.model = model;
  if (promptPrefix) options.promptPrefix = promptPrefix;
  return options;
}

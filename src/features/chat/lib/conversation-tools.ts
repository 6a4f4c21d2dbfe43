import { readLastSelectedTools } from '@/features/plugins';

export const PLUGINS_ENDPOINT = 'gptPlugins';

/**
 * The conversation's options with its tools: the server never stores them, so a plugins conversation
 * without its own starts from the last chosen ones (read when needed, not copied into the chat).
 */
export function withTools(
  endpoint: string,
  conversation: Readonly<Record<string, unknown>> | null,
): Readonly<Record<string, unknown>> | null {
  if (endpoint !== PLUGINS_ENDPOINT || conversation?.tools !== undefined) return conversation;
  return { ...conversation, tools: readLastSelectedTools() };
}

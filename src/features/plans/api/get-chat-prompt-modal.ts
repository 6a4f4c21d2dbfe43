import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { SESSION_COOKIE } from './authenticate-v2';
import { planKeys } from './keys';

const answerSchema = z.object({
  success: z.nullish(z.boolean()),
  data: z.catch(z.nullish(z.array(z.looseObject({ prompt: z.nullish(z.string()) }))), null),
});

/**
 * POST /e/get-chat-prompt-modal `{conversation_id}` (spec section 7: reads success and data[0].prompt):
 * the prompt a limit modal kept for this conversation, or null.
 */
export async function getChatPromptModal(
  conversationId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const answer = await apiRequest('/e/get-chat-prompt-modal', {
    target: 'provider',
    json: { aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '', conversation_id: conversationId },
    schema: answerSchema,
    skipRefresh: true,
    signal,
  });
  const prompt = answer.success ? answer.data?.[0]?.prompt?.trim() : '';
  return prompt || null;
}

/** An open chat waits for this answer (see useKeptPrompt): a slower one is abandoned and counts as 'none'. */
const WAIT_MS = 3000;

/** Asked once a visit per chat: the client's own set and update calls keep the cached answer true. */
export const chatPromptModalQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: planKeys.chatPromptModal(conversationId),
    queryFn: () => getChatPromptModal(conversationId, AbortSignal.timeout(WAIT_MS)).catch(() => null),
    staleTime: Infinity,
    retry: false,
  });

export function useChatPromptModalQuery(conversationId: string, enabled: boolean) {
  return useQuery({ ...chatPromptModalQueryOptions(conversationId), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { SESSION_COOKIE } from './authenticate-v2';
import { planKeys } from './keys';

/** POST /e/update-chat-prompt-modal `{conversation_id}`: the kept prompt was used and is not offered again. */
export function updateChatPromptModal(conversationId: string): Promise<void> {
  return apiRequest('/e/update-chat-prompt-modal', {
    target: 'provider',
    json: { aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '', conversation_id: conversationId },
    responseType: 'none',
    skipRefresh: true,
  });
}

export function useUpdateChatPromptModal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatPromptModal,
    onSuccess: (_answer, conversationId) =>
      queryClient.setQueryData(planKeys.chatPromptModal(conversationId), null),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys, messageKeys, searchResultKeys } from '@/lib/query-keys';
import { announceEverywhere } from '@/lib/tab-channel';

/** POST /api/convos/clear `{arg:{conversationId, source:'button'}}`: deletes one conversation and its messages. */
export function deleteConversation(conversationId: string): Promise<unknown> {
  return apiRequest('/api/convos/clear', { json: { arg: { conversationId, source: 'button' } } });
}

export function useDeleteConversationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, conversationId) => {
      announceEverywhere({ kind: 'removed', conversationId });
      queryClient.removeQueries({ queryKey: conversationKeys.detail(conversationId) });
      queryClient.removeQueries({ queryKey: messageKeys.list(conversationId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: searchResultKeys.all() }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

/** POST /api/convos/clear `{arg:{conversationId, source:'button'}}`: deletes one conversation and its messages. */
export function deleteConversation(conversationId: string): Promise<unknown> {
  return apiRequest('/api/convos/clear', { json: { arg: { conversationId, source: 'button' } } });
}

export function useDeleteConversationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, conversationId) => {
      queryClient.removeQueries({ queryKey: [QueryKeys.conversation, conversationId] });
      queryClient.removeQueries({ queryKey: [QueryKeys.messages, conversationId] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [QueryKeys.allConversations] }),
        queryClient.invalidateQueries({ queryKey: [QueryKeys.searchResults] }),
      ]);
    },
  });
}

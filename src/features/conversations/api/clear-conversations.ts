import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

/** POST /api/convos/clear `{arg:{}}`: deletes every conversation of the user (spec 'Clear all chats'). */
export function clearConversations(): Promise<unknown> {
  return apiRequest('/api/convos/clear', { json: { arg: {} } });
}

export function useClearConversationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearConversations,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [QueryKeys.conversation] });
      queryClient.removeQueries({ queryKey: [QueryKeys.messages] });
      queryClient.removeQueries({ queryKey: [QueryKeys.searchResults] });
      return queryClient.invalidateQueries({ queryKey: [QueryKeys.allConversations] });
    },
  });
}

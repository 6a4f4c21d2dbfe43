import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys, messageKeys, searchResultKeys } from '@/lib/query-keys';
import { announceEverywhere } from '@/lib/tab-channel';

/** POST /api/convos/clear `{arg:{}}`: deletes every conversation of the user (spec 'Clear all chats'). */
export function clearConversations(): Promise<unknown> {
  return apiRequest('/api/convos/clear', { json: { arg: {} } });
}

export function useClearConversationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearConversations,
    onSuccess: () => {
      announceEverywhere({ kind: 'removed', conversationId: null });
      queryClient.removeQueries({ queryKey: conversationKeys.details() });
      queryClient.removeQueries({ queryKey: messageKeys.all() });
      queryClient.removeQueries({ queryKey: searchResultKeys.all() });
      return queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    },
  });
}

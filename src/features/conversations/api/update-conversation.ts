import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys, searchResultKeys } from '@/lib/query-keys';
import { conversationSchema, type Conversation } from '@/lib/schemas/conversation';

export interface RenameInput {
  conversationId: string;
  title: string;
}

/** POST /api/convos/update `{arg:{conversationId, title}}`: the server answers the updated conversation. */
export function updateConversation({ conversationId, title }: RenameInput): Promise<Conversation> {
  return apiRequest('/api/convos/update', {
    json: { arg: { conversationId, title } },
    schema: conversationSchema,
  });
}

export function useUpdateConversationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConversation,
    onSuccess: (updated) => {
      queryClient.setQueryData<Conversation>(conversationKeys.detail(updated.conversationId), (current) =>
        current ? { ...current, title: updated.title } : current,
      );
      // The history pages and the search results show the title too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: searchResultKeys.all() }),
      ]);
    },
  });
}

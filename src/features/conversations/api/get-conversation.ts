import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';
import { conversationSchema, type Conversation } from '@/lib/schemas/conversation';

export function getConversation(conversationId: string): Promise<Conversation> {
  return apiRequest(`/api/convos/${encodeURIComponent(conversationId)}`, { schema: conversationSchema });
}

export const conversationQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(conversationId),
    queryFn: () => getConversation(conversationId),
    retry: false,
  });

export function useConversationQuery(conversationId: string, enabled: boolean) {
  return useQuery({ ...conversationQueryOptions(conversationId), enabled });
}

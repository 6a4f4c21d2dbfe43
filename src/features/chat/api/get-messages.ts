import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';
import { parseMessageList, type Message } from '@/lib/schemas/message';

export async function getMessages(conversationId: string): Promise<Message[]> {
  const body = await apiRequest<unknown>(`/api/messages/${encodeURIComponent(conversationId)}`);
  return parseMessageList(body).messages;
}

export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: messageKeys.list(conversationId),
    queryFn: () => getMessages(conversationId),
    retry: false,
    // The open chat owns its messages while mounted; a background refetch would reset the branches shown.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useMessagesQuery(conversationId: string, enabled: boolean) {
  return useQuery({ ...messagesQueryOptions(conversationId), enabled });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';
import { parseMessageList, type Message } from '@/lib/schemas/message';

export async function getMessages(conversationId: string): Promise<Message[]> {
  const body = await apiRequest<unknown>(`/api/messages/${encodeURIComponent(conversationId)}`);
  return parseMessageList(body).messages;
}

const MESSAGES_STALE_MS = 10_000;

/** A conversation's messages (the chat reads them; a link to it may start the read: prefetch-conversation.ts). */
export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: messageKeys.list(conversationId),
    queryFn: () => getMessages(conversationId),
    retry: false,
    // Another tab or device may have added to it: opened again, or back in view, it asks the server once
    // this is stale; the chat's record reconciles with what comes (the reply it is writing stays).
    staleTime: MESSAGES_STALE_MS,
    refetchOnWindowFocus: true,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { shareKeys } from './keys';
import { conversationSchema, type Conversation } from '@/lib/schemas/conversation';
import { parseMessageList, type Message } from '@/lib/schemas/message';

const sharedConversationSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(z.unknown()),
});

export interface SharedConversation {
  conversation: Conversation;
  /** Every branch, createdAt ascending, as GET /api/messages/{cid} returns them. */
  messages: Message[];
}

/** GET /api/share/{token}: no sign-in needed; 404 when the link is wrong or its session has ended. */
export async function getSharedConversation(token: string): Promise<SharedConversation> {
  const body = await apiRequest(`/api/share/${encodeURIComponent(token)}`, {
    schema: sharedConversationSchema,
    skipRefresh: true,
  });
  return { conversation: body.conversation, messages: parseMessageList(body.messages).messages };
}

export const sharedConversationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: shareKeys.conversation(token),
    queryFn: () => getSharedConversation(token),
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useSharedConversationQuery(token: string) {
  return useQuery(sharedConversationQueryOptions(token));
}

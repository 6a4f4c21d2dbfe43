import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';
import { conversationSchema } from '@/lib/schemas/conversation';

const conversationPageSchema = z.object({
  conversations: z.array(conversationSchema),
  pages: z.coerce.number().int().min(0),
  pageNumber: z.coerce.number().int(),
  pageSize: z.coerce.number().int().optional(),
});

export type ConversationPage = z.infer<typeof conversationPageSchema>;

export function getConversations(pageNumber: number): Promise<ConversationPage> {
  return apiRequest(`/api/convos?pageNumber=${pageNumber}`, { schema: conversationPageSchema });
}

export const conversationsQueryOptions = (pageNumber: number) =>
  queryOptions({
    queryKey: conversationKeys.list(pageNumber),
    queryFn: () => getConversations(pageNumber),
    retry: 1,
    refetchOnMount: false,
    refetchOnReconnect: false,
    placeholderData: keepPreviousData,
  });

/** Authenticated only (spec section 7). */
export function useConversationsQuery(pageNumber: number, enabled: boolean) {
  return useQuery({ ...conversationsQueryOptions(pageNumber), enabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';
import { conversationSchema } from '@/lib/schemas/conversation';

const conversationPageSchema = z.object({
  conversations: z.array(conversationSchema),
  pages: z.coerce.number().check(z.int(), z.gte(0)),
  pageNumber: z.coerce.number().check(z.int()),
  pageSize: z.optional(z.coerce.number().check(z.int())),
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
    // A conversation deleted or made in another tab or device shows here when the tab is back in view.
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });

/** Authenticated only (spec section 7). */
export function useConversationsQuery(pageNumber: number, enabled: boolean) {
  return useQuery({ ...conversationsQueryOptions(pageNumber), enabled });
}

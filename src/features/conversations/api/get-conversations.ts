import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { conversationKeys } from '@/lib/query-keys';
import { conversationSchema } from '@/lib/schemas/conversation';
import { clampPage } from '../lib/paging';

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

/** The page asked for, or the last one when the history has shrunk below it (spec section 4: the page clamps to [1, total]). */
export async function getConversationsWithin(pageNumber: number): Promise<ConversationPage> {
  const page = await getConversations(pageNumber);
  const last = clampPage(pageNumber, page.pages);
  return last === pageNumber ? page : getConversations(last);
}

/** The history's page, asked again when the open conversation changes (its key holds it) or the page does. */
export const conversationsQueryOptions = (pageNumber: number, openConversationId?: string) =>
  queryOptions({
    queryKey: conversationKeys.list(pageNumber, openConversationId),
    queryFn: () => getConversationsWithin(pageNumber),
    retry: 1,
    refetchOnMount: false,
    refetchOnReconnect: false,
    // A conversation deleted or made in another tab or device shows here when the tab is back in view.
    refetchOnWindowFocus: true,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Authenticated only (spec section 7). */
export function useConversationsQuery(pageNumber: number, enabled: boolean, openConversationId?: string) {
  return useQuery({ ...conversationsQueryOptions(pageNumber, openConversationId), enabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { searchResultKeys } from '@/lib/query-keys';
import { conversationSchema } from '@/lib/schemas/conversation';
import { messageSchema } from '@/lib/schemas/message';

const searchResultsSchema = z.object({
  conversations: z.array(conversationSchema),
  pages: z.coerce.number().check(z.int(), z.gte(0)),
  pageNumber: z.coerce.number().check(z.int()),
  pageSize: z.optional(z.coerce.number().check(z.int())),
  messages: z._default(z.array(messageSchema), []),
});

export type SearchResults = z.infer<typeof searchResultsSchema>;

/** GET /api/search?q=&pageNumber=: matching conversations (ranked by hits) and highlighted messages. */
export function getSearchResults(query: string, pageNumber: number): Promise<SearchResults> {
  const q = encodeURIComponent(query);
  return apiRequest(`/api/search?q=${q}&pageNumber=${pageNumber}`, { schema: searchResultsSchema });
}

export const searchResultsQueryOptions = (query: string, pageNumber: number) =>
  queryOptions({
    queryKey: searchResultKeys.page(query, pageNumber),
    queryFn: () => getSearchResults(query, pageNumber),
    retry: 1,
    placeholderData: keepPreviousData,
  });

/** Only a non-empty query searches (spec section 4). */
export function useSearchResultsQuery(query: string, pageNumber: number) {
  const trimmed = query.trim();
  return useQuery({ ...searchResultsQueryOptions(trimmed, pageNumber), enabled: trimmed.length > 0 });
}

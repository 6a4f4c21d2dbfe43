import { useConversationsQuery } from '../api/get-conversations';
import { pagerState } from '../lib/paging';
import { useHistoryPageState } from '../state/history-state';

/**
 * The sidebar's page of history: asked again when the page or the open conversation changes (both are in its
 * query key, spec section 4), and the last page when the total has shrunk below the one asked for (the fetcher
 * clamps it; the pager shows the page the server sent).
 */
export function useHistoryPage(enabled: boolean, openConversationId: string | undefined) {
  const [page, setPage] = useHistoryPageState();
  const query = useConversationsQuery(page, enabled, openConversationId);
  const pager = pagerState(query.data?.pageNumber ?? page, query.data?.pages);
  return { query, pager, setPage };
}

import { useEffect, useRef } from 'react';
import { useConversationsQuery } from '../api/get-conversations';
import { pagerState } from '../lib/paging';
import { useHistoryPageState } from '../state/history-state';

/**
 * The sidebar's page of history: refetched when the page or the open conversation changes (spec section 4), and kept inside [1, total] when the total shrinks.
 */
export function useHistoryPage(enabled: boolean, openConversationId: string | undefined) {
  const [page, setPage] = useHistoryPageState();
  const query = useConversationsQuery(page, enabled);
  const { refetch } = query;
  const pager = pagerState(page, query.data?.pages);

  const first = useRef(true);
  useEffect(() => {
    // The first render fetches by itself; later changes of either ask again.
    if (first.current) {
      first.current = false;
      return;
    }
    if (enabled) void refetch();
  }, [openConversationId, enabled, refetch]);

  const clamped = pager.page;
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && clamped !== page) setPage(clamped);
  }, [query.data, query.isPlaceholderData, clamped, page, setPage]);

  return { query, pager, setPage };
}

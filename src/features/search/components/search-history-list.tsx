import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { HistoryRows, pagerState } from '@/features/conversations';
import { useSearchResultsQuery } from '../api/get-search-results';

export interface SearchHistoryListProps {
  /** Callers key the list by the query, so a new query starts at page 1. */
  query: string;
  onOpen?: () => void;
}

/** The sidebar's history while searching: the matching chats, ranked as the server ranks them. */
export function SearchHistoryList({ query, onOpen }: SearchHistoryListProps) {
  const { t } = useTranslation();
  const { conversationId: openId } = useParams();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, isPlaceholderData } = useSearchResultsQuery(query, page);
  if (isPending) return <Spinner className="h-4 w-4" label={t('search.searching')} />;
  if (isError) return <p className="px-2 text-sm text-danger">{t('search.failed')}</p>;
  if (data.conversations.length === 0) {
    return (
      <p role="status" className="px-2 text-sm text-ink-muted">
        {t('search.no_results')}
      </p>
    );
  }
  return (
    <HistoryRows
      conversations={data.conversations}
      openId={openId}
      onOpen={onOpen}
      pager={pagerState(page, data.pages)}
      onPageChange={setPage}
      pagerLabel={t('search.pages')}
      loadingPage={isFetching && isPlaceholderData}
    />
  );
}

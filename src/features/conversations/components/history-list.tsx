import { useTranslation } from '@/lib/i18n';
import { NavLink, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useHistoryPage } from '../hooks/use-history-page';
import { HistoryRows } from './history-rows';

export interface HistoryListProps {
  enabled: boolean;
  /** Called when a conversation is opened from the list (the sidebar closes on narrow screens). */
  onOpen?: () => void;
}

/** The signed-in user's history, newest first, a server page at a time (spec section 4). */
export function HistoryList({ enabled, onOpen }: HistoryListProps) {
  const { t } = useTranslation();
  const { conversationId: openId } = useParams();
  const { query, pager, setPage } = useHistoryPage(enabled, openId);
  const { data, isPending, isError, isFetching, isPlaceholderData } = query;
  if (!enabled) return null;
  if (isPending) return <Spinner className="h-4 w-4" label={t('history.loading')} />;
  if (isError) return <p className="px-2 text-sm text-danger">{t('history.load_failed')}</p>;
  if (data.conversations.length === 0 && pager.page === 1) {
    return (
      <p className="px-2 text-sm text-ink-muted">
        {t('history.empty')}{' '}
        <NavLink to="/chat/new" className="text-accent hover:underline">
          {t('history.empty_action')}
        </NavLink>
      </p>
    );
  }
  return (
    <HistoryRows
      conversations={data.conversations}
      openId={openId}
      onOpen={onOpen}
      pager={pager}
      onPageChange={setPage}
      pagerLabel={t('history.pages')}
      loadingPage={isFetching && isPlaceholderData}
      groupByDay
    />
  );
}

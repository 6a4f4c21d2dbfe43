import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useHistoryPage } from '../hooks/use-history-page';
import { HistoryItem } from './history-item';
import { HistoryPager } from './history-pager';

/**
 * A server page holds 14 chats, but a faulty one could send thousands: the list shows this many at a
 * time, with a button for the rest, so the sidebar never renders a huge page at once.
 */
export const HISTORY_RENDER_STEP = 100;

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
  const [shown, setShown] = useState(HISTORY_RENDER_STEP);
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
    <div className="flex flex-col gap-1" aria-busy={isFetching && isPlaceholderData}>
      <ul className="flex flex-col gap-0.5">
        {data.conversations.slice(0, shown).map((conversation) => (
          <li key={conversation.conversationId}>
            <HistoryItem
              conversation={conversation}
              isOpen={conversation.conversationId === openId}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
      {data.conversations.length > shown ? (
        <button
          type="button"
          onClick={() => setShown((count) => count + HISTORY_RENDER_STEP)}
          className="rounded-lg px-2 py-1.5 text-left text-sm text-accent hover:bg-surface-sunken"
        >
          {t('history.show_more', { count: data.conversations.length - shown })}
        </button>
      ) : null}
      <HistoryPager
        pager={pager}
        onPageChange={setPage}
        label={t('history.pages')}
        disabled={isPlaceholderData}
      />
    </div>
  );
}

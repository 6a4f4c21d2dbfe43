import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Conversation } from '@/lib/schemas/conversation';
import { useStableNavigate } from '@/lib/use-stable-navigate';
import { groupByDate, type DateGroup } from '../lib/date-groups';
import type { PagerState } from '../lib/paging';
import { HistoryItem } from './history-item';
import { HistoryPager } from './history-pager';

/**
 * A server page holds 14 chats, but a faulty one could send thousands: the list shows this many at a
 * time, with a button for the rest, so the sidebar never renders a huge page at once.
 */
export const HISTORY_RENDER_STEP = 100;

export interface HistoryRowsProps {
  conversations: readonly Conversation[];
  openId: string | undefined;
  /** The same function while it stands (the rows are memoised). */
  onOpen?: () => void;
  pager: PagerState;
  onPageChange: (page: number) => void;
  /** The pager's accessible name. */
  pagerLabel: string;
  /** A new page is on its way: the old one stays, marked busy. */
  loadingPage: boolean;
  /** Headings by creation date (Today, Yesterday, ...); search results keep their ranking instead. */
  groupByDay?: boolean;
}

const GROUP_LABEL_KEYS = {
  today: 'history.group_today',
  yesterday: 'history.group_yesterday',
  week: 'history.group_week',
  month: 'history.group_month',
} as const;

function useGroupLabel(): (group: DateGroup) => string {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    // Made on first use: the first date format of a page loads the locale's calendar data, a long task
    // at start-up on a phone, and most histories have no month heading on screen.
    let monthFormat: Intl.DateTimeFormat | null = null;
    return (group: DateGroup) => {
      if (group.kind !== 'month-of') return t(GROUP_LABEL_KEYS[group.kind]);
      monthFormat ??= new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' });
      return monthFormat.format(new Date(group.year, group.month, 1));
    };
  }, [t, i18n.language]);
}

/** A page of conversations with rename and delete on each, and the pager (the history and its search). */
export function HistoryRows({
  conversations,
  openId,
  onOpen,
  pager,
  onPageChange,
  pagerLabel,
  loadingPage,
  groupByDay = false,
}: HistoryRowsProps) {
  const { t } = useTranslation();
  const groupLabel = useGroupLabel();
  const navigate = useStableNavigate();
  const [shown, setShown] = useState(HISTORY_RENDER_STEP);
  const visible = conversations.slice(0, shown);
  const groups = groupByDay
    ? groupByDate(visible, (conversation) => conversation.createdAt, new Date())
    : [{ key: 'all', group: null, items: visible }];
  return (
    <div data-history-rows="" className="flex flex-col gap-1" aria-busy={loadingPage}>
      {groups.map(({ key, group, items }) => (
        <div key={key} className="flex flex-col gap-0.5 pt-2 first:pt-0">
          {group ? (
            <h3 className="px-2 pb-0.5 text-xs font-medium text-ink-muted">{groupLabel(group)}</h3>
          ) : null}
          <ul className="flex flex-col gap-0.5">
            {items.map((conversation) => (
              <li key={conversation.conversationId}>
                <HistoryItem
                  conversation={conversation}
                  isOpen={conversation.conversationId === openId}
                  navigate={navigate}
                  onOpen={onOpen}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {conversations.length > shown ? (
        <button
          type="button"
          onClick={() => setShown((count) => count + HISTORY_RENDER_STEP)}
          className="rounded-lg px-2 py-1.5 text-left text-sm text-accent hover:bg-surface-sunken"
        >
          {t('history.show_more', { count: conversations.length - shown })}
        </button>
      ) : null}
      <HistoryPager pager={pager} onPageChange={onPageChange} label={pagerLabel} disabled={loadingPage} />
    </div>
  );
}

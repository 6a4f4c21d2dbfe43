import { useTranslation } from '@/lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';
import type { PagerState } from '../lib/paging';

export interface HistoryPagerProps {
  pager: PagerState;
  onPageChange: (page: number) => void;
  /** Accessible name of the pager's navigation region. */
  label: string;
  disabled?: boolean;
}

const BUTTON =
  'rounded-lg p-1.5 text-ink-muted hover:bg-surface-sunken hover:text-ink disabled:cursor-not-allowed disabled:opacity-40';

/** 'Page X of Y' with previous and next; nothing when there is only one page. */
export function HistoryPager({ pager, onPageChange, label, disabled = false }: HistoryPagerProps) {
  const { t } = useTranslation();
  if (!pager.visible) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 px-1 pt-1">
      <button
        type="button"
        aria-label={t('history.previous_page')}
        disabled={disabled || !pager.hasPrevious}
        onClick={() => onPageChange(pager.page - 1)}
        className={BUTTON}
      >
        <ChevronLeftIcon width={18} height={18} />
      </button>
      <span className="text-xs text-ink-muted" aria-live="polite">
        {t(pager.labelKey, pager.labelValues)}
      </span>
      <button
        type="button"
        aria-label={t('history.next_page')}
        disabled={disabled || !pager.hasNext}
        onClick={() => onPageChange(pager.page + 1)}
        className={BUTTON}
      >
        <ChevronRightIcon width={18} height={18} />
      </button>
    </nav>
  );
}

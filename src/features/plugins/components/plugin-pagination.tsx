import { useTranslation } from '@/lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/action-icons';

export interface PluginPaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const PAGE_BUTTON =
  'flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm text-ink hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-40';

/** Previous, the page numbers and next; nothing when everything fits on one page. */
export function PluginPagination({ page, pages, onPage }: PluginPaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('plugins.pages')} className="flex items-center justify-center gap-1">
      <button
        type="button"
        className={PAGE_BUTTON}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('plugins.previous_page')}
      >
        <ChevronLeftIcon width={16} height={16} />
      </button>
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          onClick={() => onPage(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('plugins.page_number', { page: number })}
          className={`${PAGE_BUTTON} ${number === page ? 'bg-accent font-semibold text-accent-ink hover:bg-accent-strong' : ''}`}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={PAGE_BUTTON}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t('plugins.next_page')}
      >
        <ChevronRightIcon width={16} height={16} />
      </button>
    </nav>
  );
}

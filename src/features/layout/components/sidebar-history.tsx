import { useTranslation } from '@/lib/i18n';
import { HistoryList } from '@/features/conversations';
import { SearchBar, SearchHistoryList, useActiveSearch, useSearchEnabledQuery } from '@/features/search';

/** A signed-in user's chats and their search (a guest has none, and does not download this). */
export function SidebarHistory({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const searchEnabled = useSearchEnabledQuery(true).data === true;
  const activeSearch = useActiveSearch();
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-1">
      <h2 id="history-heading" className="px-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
        {t('history.title')}
      </h2>
      {searchEnabled ? <SearchBar /> : null}
      {searchEnabled && activeSearch ? (
        <SearchHistoryList key={activeSearch} query={activeSearch} onOpen={onOpen} />
      ) : (
        <HistoryList enabled onOpen={onOpen} />
      )}
    </section>
  );
}

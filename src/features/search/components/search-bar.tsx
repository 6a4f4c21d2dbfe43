import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { CloseIcon } from '@/components/ui/icons';
import { SearchIcon } from '@/components/ui/list-icons';
import { SEARCH_DEBOUNCE_MS, isSearchPath, searchPath } from '../lib/search-path';
import { useSearchBox } from '../state/search-query';

/** The sidebar's search box: typing searches after 750 ms, only when non-empty (spec section 4). */
export function SearchBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query, setQuery] = useSearchBox();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSearchPage = isSearchPath(pathname);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const search = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (value.trim()) {
      setQuery(value, searchPath(value));
      navigate(searchPath(value), { replace: onSearchPage });
    } else if (onSearchPage) navigate('/chat/new');
  };

  const change = (value: string) => {
    setQuery(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => search(value), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div role="search" className="px-1">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          search(query);
        }}
        className="flex items-center gap-2 rounded-lg border border-line bg-surface px-2 focus-within:ring-2 focus-within:ring-accent"
      >
        <SearchIcon width={16} height={16} className="shrink-0 text-ink-muted" />
        <input
          ref={inputRef}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          value={query}
          onChange={(event) => change(event.target.value)}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          className="min-w-0 flex-1 bg-transparent py-1.5 text-sm text-ink placeholder:text-ink-muted focus:outline-none focus-visible:ring-0 focus-visible:ring-offset-0"
        />
        {query ? (
          <button
            type="button"
            aria-label={t('search.clear')}
            onClick={() => {
              setQuery('');
              search('');
              inputRef.current?.focus();
            }}
            className="rounded p-0.5 text-ink-muted hover:text-ink"
          >
            <CloseIcon width={14} height={14} />
          </button>
        ) : null}
      </form>
    </div>
  );
}

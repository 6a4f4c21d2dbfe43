import { useLocation, useParams } from 'react-router-dom';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, isSearchPath } from '../lib/search-path';
import { useSearchBox } from '../state/search-query';

/**
 * The words being searched, trimmed: the address's on /search/{query}, the search box's (after the
 * 750 ms pause) on /chat/search, and '' on every other page.
 */
export function useActiveSearch(): string {
  const { pathname } = useLocation();
  const params = useParams();
  const [query] = useSearchBox();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  if (!isSearchPath(pathname)) return '';
  return (params.query ?? debounced).trim();
}

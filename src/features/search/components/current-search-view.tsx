import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../lib/search-path';
import { useSearchQueryState } from '../state/search-query';
import { SearchView } from './search-view';

/** /chat/search: the search view for what the search box holds. */
export function CurrentSearchView() {
  const [query] = useSearchQueryState();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS).trim();
  return <SearchView key={debounced} query={debounced} fillSearchBox={false} />;
}

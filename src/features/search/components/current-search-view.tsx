import { useActiveSearch } from '../hooks/use-active-search';
import { SearchView } from './search-view';

/** /chat/search: the search view for what the search box holds (after the 750 ms pause). */
export function CurrentSearchView() {
  const query = useActiveSearch();
  return <SearchView key={query} query={query} />;
}

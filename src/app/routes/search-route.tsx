import { useParams } from 'react-router-dom';
import { SearchView } from '@/features/search';

/** /search/{query}: the search view (spec section 2); sending is not possible from it. */
export function Component() {
  const { query = '' } = useParams();
  return <SearchView key={query} query={query} />;
}

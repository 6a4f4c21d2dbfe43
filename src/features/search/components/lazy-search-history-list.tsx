import { lazy, Suspense } from 'react';
import type { SearchHistoryListProps } from './search-history-list';

// The sidebar shows it only while a search is active: its query and hit rendering load then.
const SearchHistoryListControl = lazy(() =>
  import('./search-history-list').then((module) => ({ default: module.SearchHistoryList })),
);

/** The sidebar's search hits (see search-history-list.tsx), loaded when the first search starts. */
export function SearchHistoryList(props: SearchHistoryListProps) {
  return (
    <Suspense fallback={null}>
      <SearchHistoryListControl {...props} />
    </Suspense>
  );
}

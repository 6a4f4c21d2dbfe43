import { lazyComponent } from '@/components/ui/lazy-component';
import type { SearchHistoryListProps } from './search-history-list';

/** The sidebar's search hits (see search-history-list.tsx), loaded when the first search starts. */
export const SearchHistoryList = lazyComponent<SearchHistoryListProps>(() =>
  import('./search-history-list').then((module) => module.SearchHistoryList),
);

export { SearchBar } from './components/search-bar';
export { SearchView } from './components/search-view';
export { CurrentSearchView } from './components/lazy-current-search-view';
export { useSearchEnabledQuery } from './api/get-search-enabled';
export { isSearchPath } from './lib/search-path';
export { SearchHistoryList } from './components/lazy-search-history-list';
export { useActiveSearch } from './hooks/use-active-search';

export { SearchBar } from './components/search-bar';
export { SearchView, type SearchViewProps } from './components/search-view';
export { CurrentSearchView } from './components/current-search-view';
export { useSearchEnabledQuery } from './api/get-search-enabled';
export { useSearchResultsQuery, type SearchResults } from './api/get-search-results';
export { searchPath, isSearchPath, SEARCH_DEBOUNCE_MS } from './lib/search-path';
export { SearchHistoryList } from './components/search-history-list';
export { useActiveSearch } from './hooks/use-active-search';

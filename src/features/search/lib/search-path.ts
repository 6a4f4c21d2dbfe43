/** The search view's addresses (spec section 2): /search/{query} and the pseudo chat /chat/search. */

export const SEARCH_DEBOUNCE_MS = 750;

export function searchPath(query: string): string {
  return `/search/${encodeURIComponent(query.trim())}`;
}

export function isSearchPath(pathname: string): boolean {
  return pathname === '/chat/search' || pathname.startsWith('/search/');
}

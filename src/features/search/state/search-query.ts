import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { atom, useRecoilState } from 'recoil';

/** What was last typed in (or searched from) the search box, and the page it belongs to. */
interface TypedSearch {
  text: string;
  path: string | null;
}

const typedSearchState = atom<TypedSearch>({ key: 'search/typed', default: { text: '', path: null } });

/** The query of a /search/{query} address ('' elsewhere). */
function addressQuery(pathname: string): string {
  if (!pathname.startsWith('/search/')) return '';
  try {
    return decodeURIComponent(pathname.slice('/search/'.length));
  } catch {
    return '';
  }
}

/**
 * What the sidebar's search box shows, derived rather than copied: what was typed on this page (or the
 * search it led to), else the query of a /search/{query} address, else nothing (leaving the search view
 * empties the box, so the next visit to the history shows all of it). The setter records the text for the
 * page it is typed on, or for the search address it is sent to.
 */
export function useSearchBox(): [string, (text: string, path?: string) => void] {
  const { pathname } = useLocation();
  const [typed, setTyped] = useRecoilState(typedSearchState);
  const set = useCallback(
    (text: string, path: string = pathname) => setTyped({ text, path }),
    [pathname, setTyped],
  );
  const shown = typed.path === pathname ? typed.text : addressQuery(pathname);
  return [shown, set];
}

import { useEffect } from 'react';
import { atom, useRecoilState } from 'recoil';

/** What the search box holds; the search view reads it at /chat/search. */
const searchQueryState = atom<string>({ key: 'search/query', default: '' });

/** Whether the last page seen was a search page (the box may be unmounted in between). */
const wasSearchingState = atom<boolean>({ key: 'search/wasSearching', default: false });

export function useSearchQueryState() {
  return useRecoilState(searchQueryState);
}

/** Leaving the search view empties the box, so the next visit to the history shows all of it. */
export function useClearSearchOnLeave(onSearchPage: boolean): void {
  const [wasSearching, setWasSearching] = useRecoilState(wasSearchingState);
  const [, setQuery] = useSearchQueryState();
  useEffect(() => {
    if (wasSearching && !onSearchPage) setQuery('');
    if (wasSearching !== onSearchPage) setWasSearching(onSearchPage);
  }, [onSearchPage, wasSearching, setQuery, setWasSearching]);
}

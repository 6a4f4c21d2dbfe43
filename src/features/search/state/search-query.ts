import { atom, useRecoilState } from 'recoil';

/** What the search box holds; the search view reads it at /chat/search. */
const searchQueryState = atom<string>({ key: 'search/query', default: '' });

export function useSearchQueryState() {
  return useRecoilState(searchQueryState);
}

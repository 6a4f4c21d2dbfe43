import { atom, useRecoilState } from 'recoil';
import { readJson, writeJson } from '@/lib/storage';

/** A device setting, like the sidebar's: kept across sessions and logouts. */
export const HEADER_HIDDEN_KEY = 'headerHidden';

const headerHiddenState = atom<boolean>({
  key: 'layout/headerHidden',
  default: false,
  effects: [
    ({ setSelf, onSet }) => {
      setSelf(readJson<boolean>(HEADER_HIDDEN_KEY, false));
      onSet((hidden) => writeJson(HEADER_HIDDEN_KEY, hidden));
    },
  ],
});

/** Whether the user tucked the desktop header away (spec section 2: 'The header can be closed'). */
export function useHeaderHidden(): [boolean, (hidden: boolean) => void] {
  return useRecoilState(headerHiddenState);
}

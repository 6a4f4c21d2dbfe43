import { atom, useRecoilState } from 'recoil';
import { readJson, writeJson } from '@/lib/storage';

export const NAV_VISIBLE_KEY = 'navVisible';

function narrowAtStart(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches;
}

/** Open state of the sidebar: remembered on desktop, closed at start on narrow screens. */
const navVisibleState = atom<boolean>({
  key: 'layout/navVisible',
  default: narrowAtStart() ? false : readJson<boolean>(NAV_VISIBLE_KEY, true),
  effects: [
    ({ onSet }) => {
      onSet((visible) => {
        if (!narrowAtStart()) writeJson(NAV_VISIBLE_KEY, visible);
      });
    },
  ],
});

export function useNavVisible() {
  return useRecoilState(navVisibleState);
}

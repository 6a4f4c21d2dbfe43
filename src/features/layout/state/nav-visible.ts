import { useCallback } from 'react';
import { atom, useRecoilState } from 'recoil';
import { readJson, writeJson } from '@/lib/storage';
import { useIsNarrow } from '@/lib/use-media-query';

export const NAV_VISIBLE_KEY = 'navVisible';

/** The desktop preference, remembered in local storage (spec section 2, 'Sidebar'). */
const desktopNavOpenState = atom<boolean>({
  key: 'layout/desktopNavOpen',
  default: readJson<boolean>(NAV_VISIBLE_KEY, true),
  effects: [({ onSet }) => onSet((open) => writeJson(NAV_VISIBLE_KEY, open))],
});

/** The overlay on narrow screens: starts closed and is never remembered. */
const narrowNavOpenState = atom<boolean>({ key: 'layout/narrowNavOpen', default: false });

/**
 * Open state of the sidebar for the current width. Narrow screens have their own state, so closing
 * the overlay on a phone (or on a window made narrow for a moment) never changes the desktop choice.
 */
export function useNavVisible(): [boolean, (open: boolean) => void] {
  const narrow = useIsNarrow();
  const [desktopOpen, setDesktopOpen] = useRecoilState(desktopNavOpenState);
  const [narrowOpen, setNarrowOpen] = useRecoilState(narrowNavOpenState);
  const setVisible = useCallback(
    (open: boolean) => (narrow ? setNarrowOpen(open) : setDesktopOpen(open)),
    [narrow, setDesktopOpen, setNarrowOpen],
  );
  return [narrow ? narrowOpen : desktopOpen, setVisible];
}

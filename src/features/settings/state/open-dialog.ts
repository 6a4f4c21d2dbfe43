import { useCallback } from 'react';
import { atom, useRecoilState, useSetRecoilState } from 'recoil';

export type SettingsDialogName = 'settings' | 'themes' | 'shortcuts';

/**
 * Which of the settings dialogs is open. Kept outside the sidebar that opens them, so a dialog stays
 * open when the sidebar closes (a phone's overlay, a window made narrow).
 */
const openSettingsDialogState = atom<SettingsDialogName | null>({
  key: 'settings/openDialog',
  default: null,
});

/**
 * The element the focus goes back to when the dialog closes. A module value, not in the atom: Recoil
 * freezes what it holds, and an element must not be frozen. The menu item that opened a dialog leaves
 * with its menu, so Headless UI's own return finds nothing (issue #45).
 */
let returnTarget: HTMLElement | null = null;

export const dialogOpener = () => returnTarget;

export function useOpenSettingsDialogState() {
  return useRecoilState(openSettingsDialogState);
}

/** Opens a dialog (null closes it); `returnTo` gets the focus back when it closes (default: what has it now). */
export function useOpenSettingsDialog(): (
  name: SettingsDialogName | null,
  returnTo?: HTMLElement | null,
) => void {
  const setOpen = useSetRecoilState(openSettingsDialogState);
  return useCallback(
    (name, returnTo) => {
      if (name) {
        returnTarget =
          returnTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      }
      setOpen(name);
    },
    [setOpen],
  );
}

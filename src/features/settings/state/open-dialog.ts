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

export function useOpenSettingsDialogState() {
  return useRecoilState(openSettingsDialogState);
}

export function useOpenSettingsDialog(): (name: SettingsDialogName | null) => void {
  return useSetRecoilState(openSettingsDialogState);
}

import { atom, useRecoilState } from 'recoil';
import { THEME_STORAGE_KEY, readStoredThemeMode, type ThemeMode } from '../lib/theme';

const themeModeState = atom<ThemeMode>({
  key: 'settings/themeMode',
  default: readStoredThemeMode(),
  effects: [
    ({ onSet }) => {
      onSet((mode) => {
        try {
          localStorage.setItem(THEME_STORAGE_KEY, mode);
        } catch {
          // not remembered when storage is unavailable
        }
      });
    },
  ],
});

export function useThemeModeState() {
  return useRecoilState(themeModeState);
}

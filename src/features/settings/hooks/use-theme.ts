import { useEffect } from 'react';
import { applyTheme } from '../lib/theme';
import { useThemeModeState } from '../state/theme-state';

/** Keeps the page's dark class in line with the chosen mode and, for 'system', with the OS. */
export function useThemeSync(): void {
  const [mode] = useThemeModeState();
  useEffect(() => {
    applyTheme(mode);
    if (mode !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [mode]);
}

export { useThemeModeState as useThemeMode };

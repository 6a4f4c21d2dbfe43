import { useSyncExternalStore } from 'react';
import { DEFAULT_THEME, THEME_STORAGE_KEY, parseThemeMode, type ThemeMode } from '../lib/theme';

/**
 * The chosen theme, a device setting every page needs (the login page too), so a small store of its own
 * rather than an atom: the pages without the chat's state do not load Recoil for it. Kept in
 * localStorage; in memory only where storage is unavailable.
 */
let unstored: ThemeMode | null = null;
const listeners = new Set<() => void>();

function read(): ThemeMode {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored !== null) return parseThemeMode(stored);
  } catch {
    // storage unavailable: the choice made in this page, if any
  }
  return unstored ?? DEFAULT_THEME;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(next: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    unstored = next;
  }
  for (const listener of listeners) listener();
}

export function useThemeModeState(): [ThemeMode, (next: ThemeMode) => void] {
  return [useSyncExternalStore(subscribe, read, read), write];
}

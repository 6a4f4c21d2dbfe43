import { readCookie } from '@/lib/cookies';

export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: ThemeMode = 'light';
export const DESIGN_COOKIE = 'chat_dsng';
export const DESIGNS = ['01', '02'] as const;
export type Design = (typeof DESIGNS)[number];

export function parseThemeMode(value: unknown): ThemeMode {
  return THEME_MODES.includes(value as ThemeMode) ? (value as ThemeMode) : DEFAULT_THEME;
}

export function readStoredThemeMode(): ThemeMode {
  try {
    return parseThemeMode(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function isDark(mode: ThemeMode): boolean {
  return mode === 'dark' || (mode === 'system' && systemPrefersDark());
}

export function applyTheme(mode: ThemeMode): void {
  document.documentElement.classList.toggle('dark', isDark(mode));
}

export function currentDesign(): Design {
  const value = readCookie(DESIGN_COOKIE);
  return value === '02' ? '02' : '01';
}

export function applyDesign(design: Design = currentDesign()): void {
  document.documentElement.dataset.design = design;
}

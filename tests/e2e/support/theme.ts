import type { Page } from '@playwright/test';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/** Switches the theme in place, as the themes dialog does (the class on <html> and the stored mode). */
export async function setTheme(page: Page, theme: Theme) {
  await page.evaluate((mode) => {
    localStorage.setItem('theme', mode);
    document.documentElement.classList.toggle('dark', mode === 'dark');
  }, theme);
}

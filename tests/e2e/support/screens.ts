/** Full-page screenshots at a phone and a desktop width, for visual review. */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ARTIFACTS_DIR } from './env';

export const SCREEN_DIR = `${ARTIFACTS_DIR}/screens`;
/**
 * Screenshots are for people to look at: taken by default on a workstation, skipped in CI (about a
 * second each, some 60 of them) unless E2E_SCREENS=1; E2E_SCREENS=0 skips them anywhere.
 */
const SCREENS_ON = (process.env.E2E_SCREENS ?? (process.env.CI ? '0' : '1')) !== '0';
export const SCREEN_WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/**
 * One screenshot (viewport, or `fullPage`) to tests/e2e/artifacts/screens/<name>.png, under the same
 * switch as `captureBothWidths`: the views a test leaves as they are (an open menu, a confirm row).
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: Pick<NonNullable<Parameters<Page['screenshot']>[0]>, 'fullPage' | 'animations'> = {},
) {
  if (!SCREENS_ON) return;
  await mkdir(SCREEN_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREEN_DIR}/${name}.png`, ...options });
}

/** Next frame after layout: lets media queries and resize observers settle. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Saves tests/e2e/artifacts/screens/<name>-375.png and <name>-1280.png (full page) and restores the
 * viewport afterwards. Returns the file paths (none when screenshots are off).
 */
export async function captureBothWidths(page: Page, name: string): Promise<string[]> {
  if (!SCREENS_ON) return [];
  const safeName = name.replace(/[^\w.-]+/g, '-');
  const original = page.viewportSize();
  const paths: string[] = [];
  await mkdir(SCREEN_DIR, { recursive: true });
  try {
    for (const size of SCREEN_WIDTHS) {
      await page.setViewportSize(size);
      await settle(page);
      const path = `${SCREEN_DIR}/${safeName}-${size.width}.png`;
      await page.screenshot({ path, fullPage: true, animations: 'disabled', caret: 'hide' });
      paths.push(path);
    }
  } finally {
    if (original) {
      await page.setViewportSize(original);
      await settle(page).catch(() => undefined);
    }
  }
  return paths;
}

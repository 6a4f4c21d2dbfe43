/** Full-page screenshots at a phone and a desktop width, for visual review. */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ARTIFACTS_DIR } from './env';

export const SCREEN_DIR = `${ARTIFACTS_DIR}/screens`;
export const SCREEN_WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** Next frame after layout: lets media queries and resize observers settle. */
async function settle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Saves tests/e2e/artifacts/screens/<name>-375.png and <name>-1280.png (full page) and restores the
 * viewport afterwards. Returns the file paths.
 */
export async function captureBothWidths(page: Page, name: string): Promise<string[]> {
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

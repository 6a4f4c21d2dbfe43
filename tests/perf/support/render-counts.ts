import type { Page } from '@playwright/test';

type ProbeWindow = { __renderCounts?: Record<string, number> };

/** Makes src/lib/render-probe.ts count renders from the app's first render on (call before page.goto). */
export async function enableRenderCounts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as ProbeWindow).__renderCounts = {};
  });
}

/** MessageRow renders so far, by message id. */
export async function messageRenderCounts(page: Page): Promise<Map<string, number>> {
  const counts = await page.evaluate(() => ({ ...(window as ProbeWindow).__renderCounts }));
  const byId = new Map<string, number>();
  for (const [key, count] of Object.entries(counts)) {
    if (key.startsWith('message:')) byId.set(key.slice('message:'.length), count);
  }
  return byId;
}

/** Renders between two snapshots of the given messages' rows. */
export function rendersBetween(
  before: Map<string, number>,
  after: Map<string, number>,
  ids: readonly string[],
): number {
  return ids.reduce((sum, id) => sum + (after.get(id) ?? 0) - (before.get(id) ?? 0), 0);
}

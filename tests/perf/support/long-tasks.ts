import type { Page } from '@playwright/test';

export interface LongTask {
  start: number;
  duration: number;
}

type WithLongTasks = { __longTasks: LongTask[] };

/** Collects the page's long tasks (> 50 ms) from its first script on, for `longTasksSince`. */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof store }).__longTasks = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks that started at or after `since` (the page's performance.now()). */
export function longTasksSince(page: Page, since: number): Promise<LongTask[]> {
  return page.evaluate(
    (from) => (window as unknown as WithLongTasks).__longTasks.filter((task) => task.start >= from),
    since,
  );
}

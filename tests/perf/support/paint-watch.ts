import type { Page } from '@playwright/test';

type WatchWindow = { __lastMessagePaintedAt?: number; __lastClickAt?: number; __splashGoneAt?: number };

/**
 * Installs, before the app starts, a per-frame check for the row of message `id`: once it holds `tail`,
 * its bottom edge is inside the message list's viewport and nothing covers it, the time after that
 * frame's paint (a task posted from the animation-frame callback runs after the frame is rendered) is
 * kept as `__lastMessagePaintedAt` (ms since navigation start). Clicks are stamped as `__lastClickAt`,
 * the first frame after the startup splash as `__splashGoneAt`.
 */
export async function watchForPaintedRow(page: Page, id: string, tail: string): Promise<void> {
  await page.addInitScript(
    ({ id, tail }) => {
      const win = window as WatchWindow;
      addEventListener('click', (event) => (win.__lastClickAt = event.timeStamp), { capture: true });
      const check = () => {
        // The route is mounted under the startup splash; the first frame without the cover ends it.
        if (
          win.__splashGoneAt === undefined &&
          document.querySelector('[data-route-root]:not([aria-hidden])')
        )
          win.__splashGoneAt = performance.now();
        const row = document.querySelector(`[data-message-id="${id}"]`);
        const list = row?.closest('[role="log"]');
        if (row && list && row.textContent?.includes(tail)) {
          const rowBox = row.getBoundingClientRect();
          const listBox = list.getBoundingClientRect();
          // Painted means seen: nothing (the startup splash, a dialog) may cover the row.
          const probe = document.elementFromPoint(
            rowBox.left + rowBox.width / 2,
            Math.min(rowBox.bottom, listBox.bottom) - 2,
          );
          const uncovered = probe !== null && row.contains(probe);
          if (uncovered && rowBox.bottom > listBox.top && rowBox.bottom <= listBox.bottom + 1) {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => (win.__lastMessagePaintedAt = performance.now());
            channel.port2.postMessage(null);
            return;
          }
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { id, tail },
  );
}

/** Waits (polling every 50 ms, not every frame) for the painted time, and returns it with the last click time. */
export async function paintedAt(
  page: Page,
): Promise<{ paintedAt: number; clickAt: number | null; splashGoneAt: number | null }> {
  const handle = await page.waitForFunction(
    () => {
      const win = window as WatchWindow;
      return win.__lastMessagePaintedAt === undefined
        ? null
        : {
            paintedAt: win.__lastMessagePaintedAt,
            clickAt: win.__lastClickAt ?? null,
            splashGoneAt: win.__splashGoneAt ?? null,
          };
    },
    null,
    { polling: 50, timeout: 30_000 },
  );
  const value = await handle.jsonValue();
  if (!value) throw new Error('no paint time');
  return value;
}

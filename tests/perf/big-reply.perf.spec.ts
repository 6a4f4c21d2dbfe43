import { expect, test } from '@playwright/test';
import { loginViaUi } from '../e2e/support/auth';
import { resetMock, seedConversation } from './support/mock-api';
import { ms, reportResults, type ResultRow } from './support/results';

/**
 * Method. A stored conversation whose reply the test rewrites on the wire to SIZES characters of one
 * long paragraph (the worst case for a markdown parser: no blank line to split at), opened from the
 * history. A PerformanceObserver collects the long tasks (> 50 ms) from the click until the reply's last
 * words are in the page; the figure is the longest one. Target (issue #10): none over 200 ms.
 */
const SIZES = [2_000, 1_000_000, 2_000_000];
const TARGET_MS = 200;

function bigParagraph(chars: number): string {
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
  let text = '';
  for (let index = 0; text.length < chars; index += 1) text += `${words[index % words.length]}${index} `;
  return `${text}THE-END`;
}

test('a reply of several megabytes never blocks the page for long', async ({ page }) => {
  await resetMock();
  const rows: ResultRow[] = [];
  const data: Record<string, number[]> = {};
  await page.addInitScript(() => {
    const store: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await loginViaUi(page, 'pro@demo.test');
  for (const size of SIZES) {
    const conversationId = await seedConversation('pro@demo.test', 1, 200);
    const reply = bigParagraph(size);
    await page.route(`**/api/messages/${conversationId}`, async (route) => {
      const response = await route.fetch();
      const messages = (await response.json()) as { isCreatedByUser?: boolean; text: string }[];
      await route.fulfill({
        response,
        json: messages.map((message) => (message.isCreatedByUser ? message : { ...message, text: reply })),
      });
    });
    const started = Date.now();
    await page.goto(`/chat/${conversationId}`);
    await expect(page.getByText('THE-END')).toBeAttached({ timeout: 120_000 });
    const allShownMs = Date.now() - started;
    console.log(`${size} characters: all shown after ${allShownMs} ms`);
    // The page answers input while the reply is still being filled in.
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    const longest = Math.max(0, ...longTasks);
    data[String(size)] = longTasks;
    rows.push(
      {
        figure: `${size.toLocaleString('en')}-character reply: longest main-thread task`,
        value: ms(longest),
        target: `≤ ${TARGET_MS} ms`,
        met: longest <= TARGET_MS,
      },
      {
        figure: `${size.toLocaleString('en')}-character reply: long tasks`,
        value: String(longTasks.length),
        target: '',
        met: null,
      },
      {
        figure: `${size.toLocaleString('en')}-character reply: until the last word is in the page`,
        value: ms(allShownMs),
        target: '',
        met: null,
      },
    );
    await page.unrouteAll();
  }
  reportResults('big-reply', 'A reply of 1 and 2 MB opened by page load', rows, data);
});

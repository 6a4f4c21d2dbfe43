import { expect, test, type Page } from '@playwright/test';
import { loginViaUi } from '../e2e/support/auth';
import { resetMock, seedConversation, storedMessages } from './support/mock-api';
import { paintedAt, watchForPaintedRow } from './support/paint-watch';
import { median, ms, reportResults, type ResultRow } from './support/results';

/**
 * Method. A conversation of 1,000 messages (500 questions, replies of about REPLY_CHARS characters) is
 * opened RUNS times by loading /chat/<id> (a full page load: boot, session refresh, conversation and
 * messages requests, render). An init script checks every frame for the last message's row with its
 * text and its bottom edge inside the list's viewport, and stamps the time after that frame's paint
 * (see support/paint-watch.ts); performance.now() counts from navigation start. Then, once settled, the
 * page's element count. A page load cannot show anything before ~1.1 s: the product spec shows the
 * 'Activating AI chat...' splash for 1 s at startup (from when the script has booted). The chat route
 * mounts under it and loads the conversation meanwhile, so the figure is also given from the end of the
 * splash. Opening the conversation inside the app (a click in the history, from /chat/new), timed from
 * the click, has no splash in the way.
 */
const EMAIL = 'pro@demo.test';
const PAIRS = 500;
const REPLY_CHARS = 1000;
const RUNS = 3;
const SETTLE_MS = 1500;
const TARGET_PAINT_MS = 1000;
/** A page load cannot beat the spec's 1 s start-up splash: the last message within a few frames after it. */
const TARGET_LOAD_PAINT_MS = 1100;
const MAX_DOM_NODES = 5000;

interface OpenRun {
  paintedMs: number;
  /** When the chat route asked for the conversation. */
  chatRequestMs: number | null;
  /** Page loads: the first frame after the startup splash. */
  splashGoneMs: number | null;
  messagesResponseMs: number | null;
  domNodes: number;
  rowsInDom: number;
}

/** The settled page's size, and the timing of the conversation's requests (ms since navigation start). */
async function settledPage(page: Page): Promise<Omit<OpenRun, 'paintedMs' | 'splashGoneMs'>> {
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => {
    const requests = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const first = requests.find((entry) => /\/api\/(convos|messages)\/[^?]/.test(entry.name));
    const messages = requests.filter((entry) => /\/api\/messages\//.test(entry.name)).at(-1);
    return {
      chatRequestMs: first?.startTime ?? null,
      messagesResponseMs: messages?.responseEnd ?? null,
      domNodes: document.querySelectorAll('*').length,
      rowsInDom: document.querySelectorAll('[data-message-id]').length,
    };
  });
}

test('opening a 1,000-message conversation', async ({ page, browser }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await resetMock();
  const conversationId = await seedConversation(EMAIL, PAIRS, REPLY_CHARS);
  const messages = await storedMessages(EMAIL, conversationId);
  expect(messages).toHaveLength(2 * PAIRS);
  const last = messages.at(-1);
  if (!last) throw new Error('no messages');
  await watchForPaintedRow(page, last.messageId, last.text.slice(-30).trim());
  await loginViaUi(page, EMAIL);

  const loads: OpenRun[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`/chat/${conversationId}`);
    const { paintedAt: painted, splashGoneAt } = await paintedAt(page);
    loads.push({ paintedMs: painted, splashGoneMs: splashGoneAt, ...(await settledPage(page)) });
  }

  const clicks: OpenRun[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('/chat/new');
    await page.getByRole('link', { name: `Benchmark: ${2 * PAIRS} messages` }).click();
    const { paintedAt: painted, clickAt } = await paintedAt(page);
    const settled = await settledPage(page);
    const sinceClick = (value: number | null) =>
      value === null || clickAt === null ? null : value - clickAt;
    clicks.push({
      ...settled,
      splashGoneMs: null,
      paintedMs: sinceClick(painted) ?? Number.NaN,
      chatRequestMs: sinceClick(settled.chatRequestMs),
      messagesResponseMs: sinceClick(settled.messagesResponseMs),
    });
  }
  await expect(page.locator(`[data-message-id="${last.messageId}"]`)).toBeVisible();

  const loadMedian = median(loads.map((run) => run.paintedMs));
  const afterSplashMedian = median(loads.map((run) => run.paintedMs - (run.splashGoneMs ?? Number.NaN)));
  const clickMedian = median(clicks.map((run) => run.paintedMs));
  const maxNodes = Math.max(...loads.map((run) => run.domNodes), ...clicks.map((run) => run.domNodes));
  const list = (runs: readonly OpenRun[], pick: (run: OpenRun) => number | null) =>
    runs.map((run) => Math.round(pick(run) ?? Number.NaN)).join(' / ');
  const rows: ResultRow[] = [
    {
      figure: `history click to last message painted, median of ${RUNS}`,
      value: ms(clickMedian, 0),
      target: `<= ${TARGET_PAINT_MS} ms`,
      met: clickMedian <= TARGET_PAINT_MS,
    },
    { figure: '  runs (ms)', value: list(clicks, (run) => run.paintedMs), target: '', met: null },
    {
      figure: '  messages response received (ms)',
      value: list(clicks, (run) => run.messagesResponseMs),
      target: '',
      met: null,
    },
    {
      figure: `page load to last message painted, median of ${RUNS}`,
      value: ms(loadMedian, 0),
      target: `<= ${TARGET_LOAD_PAINT_MS} ms (the 1 s splash, then a few frames)`,
      met: loadMedian <= TARGET_LOAD_PAINT_MS,
    },
    { figure: '  runs (ms)', value: list(loads, (run) => run.paintedMs), target: '', met: null },
    {
      figure: '  conversation requested (ms)',
      value: list(loads, (run) => run.chatRequestMs),
      target: '',
      met: null,
    },
    {
      figure: "  end of the spec's 1 s startup splash (ms)",
      value: list(loads, (run) => run.splashGoneMs),
      target: '',
      met: null,
    },
    {
      figure: '  from the end of the splash, median',
      value: ms(afterSplashMedian, 0),
      target: '',
      met: null,
    },
    {
      figure: 'DOM elements once settled (max of all runs)',
      value: String(maxNodes),
      target: `< ${MAX_DOM_NODES} (asserted)`,
      met: maxNodes < MAX_DOM_NODES,
    },
    {
      figure: '  message rows in the DOM',
      value: list([...loads, ...clicks], (run) => run.rowsInDom),
      target: '',
      met: null,
    },
  ];
  reportResults('openLong', `Opening a conversation of ${2 * PAIRS} messages`, rows, {
    browser: browser.version(),
    messages: 2 * PAIRS,
    replyChars: REPLY_CHARS,
    pageLoads: loads,
    historyClicks: clicks,
    medianPageLoadMs: loadMedian,
    medianAfterSplashMs: afterSplashMedian,
    medianHistoryClickMs: clickMedian,
  });

  expect(pageErrors).toEqual([]);
  // Structural: the list is virtualised, so the DOM stays small however long the conversation is.
  expect(maxNodes).toBeLessThan(MAX_DOM_NODES);
  expect(Math.max(...loads.map((run) => run.rowsInDom))).toBeLessThan(40);
});

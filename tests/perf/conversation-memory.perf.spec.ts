import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { loginViaUi } from '../e2e/support/auth';
import { resetMock, seedConversation, storedMessages } from './support/mock-api';
import { reportResults, type ResultRow } from './support/results';

/**
 * Method. CONVERSATIONS conversations of 2 x PAIRS messages (replies of REPLY_CHARS characters) are
 * opened one after another inside the app (a router navigation, as a click in the history does; no
 * page load, so nothing is freed by a reload), each until its last message is on screen, and the app
 * goes back to /chat/new after the first and after the last. There the JS heap is read through the
 * DevTools protocol after a forced garbage collection. What one open conversation costs (after the
 * first, less the empty chat) and what the nineteen more left behind (after the last, less after the
 * first) show whether leaving a conversation frees it: the chat's atoms are reset when its view closes,
 * and the messages cache (React Query) drops a conversation nobody shows after a short while.
 */
const EMAIL = 'pro@demo.test';
const CONVERSATIONS = 20;
const PAIRS = 100;
const REPLY_CHARS = 3000;
const MB = 1024 * 1024;

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** A navigation inside the app: the router follows history changes, the page is not reloaded. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

test(`opening ${CONVERSATIONS} long conversations one after another`, async ({ page, browser }) => {
  await resetMock();
  const conversations: { id: string; lastId: string }[] = [];
  for (let index = 0; index < CONVERSATIONS; index += 1) {
    const id = await seedConversation(EMAIL, PAIRS, REPLY_CHARS, `Memory ${index + 1}`);
    const last = (await storedMessages(EMAIL, id)).at(-1);
    if (!last) throw new Error('no messages');
    conversations.push({ id, lastId: last.messageId });
  }
  await loginViaUi(page, EMAIL);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await page.waitForTimeout(1000);
  const empty = await heapAfterGc(cdp);

  const open = async ({ id, lastId }: { id: string; lastId: string }) => {
    await goInApp(page, `/chat/${id}`);
    await expect(page.locator(`[data-message-id="${lastId}"]`)).toBeVisible();
  };
  const [first, ...rest] = conversations;
  if (!first) throw new Error('nothing seeded');
  await open(first);
  const whileOpen = await heapAfterGc(cdp);
  await goInApp(page, '/chat/new');
  await page.waitForTimeout(500);
  const afterFirst = await heapAfterGc(cdp);
  for (const conversation of rest) await open(conversation);
  await goInApp(page, '/chat/new');
  await page.waitForTimeout(500);
  const afterAll = await heapAfterGc(cdp);
  if (process.env.HEAP_SNAPSHOT) {
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.HEAP_SNAPSHOT, chunks.join(''));
  }

  const oneOpen = whileOpen - empty;
  const leftBehind = afterAll - afterFirst;
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  const rows: ResultRow[] = [
    { figure: 'JS heap at /chat/new after sign-in', value: mb(empty), target: '', met: null },
    {
      figure: `one conversation open (${2 * PAIRS} messages, ${REPLY_CHARS}-char replies), over the empty chat`,
      value: mb(oneOpen),
      target: '',
      met: null,
    },
    { figure: 'back at /chat/new after the first', value: mb(afterFirst), target: '', met: null },
    {
      figure: `back at /chat/new after all ${CONVERSATIONS}: growth over the first`,
      value: mb(leftBehind),
      target: `< ${mb(2 * oneOpen)} (two open conversations' worth)`,
      met: leftBehind < 2 * oneOpen,
    },
  ];
  reportResults('conversationMemory', `Opening ${CONVERSATIONS} long conversations in turn`, rows, {
    browser: browser.version(),
    conversations: CONVERSATIONS,
    messagesEach: 2 * PAIRS,
    replyChars: REPLY_CHARS,
    heapBytes: { empty, whileOpen, afterFirst, afterAll },
  });
});

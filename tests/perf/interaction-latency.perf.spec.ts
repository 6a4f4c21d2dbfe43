import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginViaUi } from '../e2e/support/auth';
import { messageInput } from '../e2e/support/chat';
import { CHROMIUM_ARGS, E2E_BROWSER_PATH } from '../e2e/support/env';
import { describeEmulatedDevice, hostBenchmarkIndex } from './support/benchmark-index';
import { clickerFor, measureInteraction, recordInteractions, type Interaction } from './support/event-timing';
import { PERF_APP_URL } from './support/env';
import {
  resetMock,
  seedConversation,
  seedConversationWithTurns,
  setMockSettings,
  storedMessages,
} from './support/mock-api';
import { median, ms, reportResults, type ResultRow } from './support/results';

/**
 * Method (issue #30). What a phone user feels after the page weights: the delay between a press and the
 * screen's answer, as the Event Timing API reports it (the data behind INP: from the input event to the
 * next paint after its handlers, the longest event of each interaction). Chromium runs at 4x CPU slowdown
 * (CDP Emulation.setCPUThrottlingRate), on the production build against the mock server over HTTP, signed
 * in as pro@demo.test. Each press waits for the previous one's entries, as typing at ~5 keys a second does.
 * The first key press comes once the page has loaded and gone idle: code the first key needs must arrive
 * in idle time after the first paint, not in the key press's task. The API reports nothing under 16 ms
 * (shown as 0) and rounds to 8 ms: a press shown as 0 counts only when the page counted it as an
 * interaction (`performance.interactionCount`) and the box holds what was typed. Clicks are made with the
 * mouse at the target's middle, found beforehand, so Playwright's own work in the page (role queries,
 * hit-target checks, slowed down like the app) is not measured as the app's. Everything is measured in three
 * rounds; a figure is the worst event of a round, the median of the rounds held to its target.
 */
/**
 * In the headless shell where it is installed, as the e2e suite runs (decisions/0013). The full browser's
 * headless mode loads a page of its own UI on the page's renderer thread after each change of address (a
 * foreign main-frame navigation in the trace, right after a new chat is named), and the next frame is then
 * presented 200 to 900 ms late; a phone's browser draws its address bar elsewhere.
 */
test.use({ launchOptions: { executablePath: E2E_BROWSER_PATH, args: CHROMIUM_ARGS } });

const EMAIL = 'pro@demo.test';
/**
 * 4x, as #30 asks; `PERF_CPU_SLOWDOWN=8` on a fast host is what 4x is on a host of half its benchmark index
 * (the figures then say which device they stand for).
 */
const CPU_SLOWDOWN = Number(process.env.PERF_CPU_SLOWDOWN ?? 4);
const SHORT_TITLE = 'Latency: a short chat';
const LONG_TITLE = 'Latency: 1,000 messages';
/** A reply long enough to type during it at the mock's 40 tokens/s; it is stopped once measured. */
const LONG_REPLY = '[[chars:8000]]';

const TARGET_KEY_MS = 100;
const TARGET_TYPING_MS = 32;
const TARGET_MENU_MS = 100;
const TARGET_OPEN_MS = 100;
const TARGET_STREAMING_KEY_MS = 50;
/**
 * A shared machine stalls now and then for reasons of its own: each figure is the worst event of a round,
 * and the median of three rounds is held to the target (as Lighthouse reports the median of three runs).
 */
const ROUNDS = 3;

interface Figure {
  figure: string;
  interactions: Interaction[];
  target: number;
}

const worst = (interactions: readonly Interaction[]) =>
  interactions.reduce((max, entry) => (entry.duration > max.duration ? entry : max), interactions[0]!);

/**
 * The page has loaded and settled: no request for a while, the service worker installed (it registers a few
 * seconds after the load, src/app/status/service-worker.ts, so its install is part of loading, not of the
 * typing measured next) and the main thread idle.
 */
async function pageIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]),
  );
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
}

/**
 * Presses each character of `text` in the empty, focused message box, one interaction each; the box then
 * holds all of it, so every press was handled.
 */
async function typeKeys(page: Page, text: string): Promise<Interaction[]> {
  const measured: Interaction[] = [];
  for (const key of text) {
    measured.push(await measureInteraction(page, () => page.keyboard.press(key === ' ' ? 'Space' : key)));
  }
  await expect(messageInput(page)).toHaveValue(text);
  return measured;
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop generating' });

/** Enter in a box holding `prompt` (filled without measuring), then key presses while the reply streams. */
async function sendAndTypeWhileStreaming(
  page: Page,
  prompt: string,
): Promise<{ send: Interaction; whileStreaming: Interaction[] }> {
  await messageInput(page).fill(prompt);
  await messageInput(page).focus();
  const send = await measureInteraction(page, () => page.keyboard.press('Enter'));
  await expect(stopButton(page).first()).toBeVisible();
  await expect(messageInput(page)).toHaveValue('');
  await messageInput(page).focus();
  const whileStreaming = await typeKeys(page, 'Thanks, more');
  // Still streaming after the last key, then stopped (not measured).
  await expect(stopButton(page).last()).toBeVisible({ timeout: 1000 });
  await stopButton(page).last().click();
  await expect(sendButton(page)).toBeVisible({ timeout: 60_000 });
  await messageInput(page).fill('');
  return { send, whileStreaming };
}

/** Regenerates the latest reply (unmeasured), then measures a click on its switcher's Previous variant. */
async function switchSiblings(page: Page): Promise<Interaction> {
  const log = page.getByRole('log', { name: 'Conversation' });
  await log.getByRole('button', { name: 'Regenerate' }).last().click();
  await expect(stopButton(page).first()).toBeVisible();
  await expect(sendButton(page)).toBeVisible({ timeout: 120_000 });
  const previous = log.getByRole('button', { name: 'Previous variant' }).last();
  await expect(previous).toBeEnabled();
  // The chat's refresh after the reply has landed: the switch is measured alone.
  await pageIdle(page);
  const measured = await measureInteraction(page, await clickerFor(page, previous));
  await expect(log.getByRole('button', { name: 'Next variant' }).last()).toBeEnabled();
  return measured;
}

async function firstClick(page: Page, trigger: Locator): Promise<Interaction> {
  await expect(trigger).toBeVisible();
  const measured = await measureInteraction(page, await clickerFor(page, trigger));
  // The menu opens (its code may still be on its way), then Escape closes it; neither is measured.
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(trigger).not.toHaveAttribute('aria-expanded', 'true');
  await pageIdle(page);
  return measured;
}

type Add = (figure: string, interactions: Interaction[], target: number) => void;

/**
 * One round of every measured interaction, from a fresh load of /chat/new (the first key press is a first
 * key press only on a fresh page). Each round regenerates a reply in both chats, so a later round switches
 * among more variants.
 */
async function measureRound(page: Page, add: Add): Promise<void> {
  await page.goto('/chat/new');
  await expect(messageInput(page)).toBeVisible();
  await pageIdle(page);
  await messageInput(page).focus();

  const [first, ...typing] = await typeKeys(page, 'Hello rivers');
  add('/chat/new: first key press', [first!], TARGET_KEY_MS);
  add('/chat/new: each later key press while typing "Hello rivers"', typing, TARGET_TYPING_MS);
  const fresh = await sendAndTypeWhileStreaming(page, `Hello rivers ${LONG_REPLY}`);
  add('/chat/new: Enter to send', [fresh.send], TARGET_KEY_MS);
  add('a key press while the reply streams', fresh.whileStreaming, TARGET_STREAMING_KEY_MS);

  // The deferred menus of a 1,280 px page (a history row's menu is for narrow screens only).
  const menus: [string, Locator][] = [
    ['model menu (header)', page.getByRole('button', { name: /^Model\b/ }).first()],
    ['presets menu', page.getByRole('button', { name: /^Presets and endpoints/ }).first()],
    ['conversation settings', page.getByRole('button', { name: 'Conversation settings' }).first()],
    ['account menu', page.getByRole('button', { name: 'Account menu' }).first()],
  ];
  for (const [name, trigger] of menus) {
    add(`first click: ${name}`, [await firstClick(page, trigger)], TARGET_MENU_MS);
  }

  /** Opens a chat from the history (measured), then waits until it is drawn and the page is idle. */
  const openFromHistory = async (figure: string, title: string) => {
    const clicker = await clickerFor(page, page.getByRole('link', { name: title }));
    add(figure, [await measureInteraction(page, clicker)], TARGET_OPEN_MS);
    await expect(page.getByRole('log', { name: 'Conversation' }).getByRole('article').first()).toBeVisible();
    await pageIdle(page);
  };
  await openFromHistory('opening a 6-message chat from the history', SHORT_TITLE);
  add('switching siblings', [await switchSiblings(page)], TARGET_OPEN_MS);

  await openFromHistory('opening the 1,000-message chat from the history', LONG_TITLE);
  await messageInput(page).focus();
  add('1,000 messages: key presses while typing', await typeKeys(page, 'Hello rivers'), TARGET_TYPING_MS);
  const long = await sendAndTypeWhileStreaming(page, `More please ${LONG_REPLY}`);
  add('1,000 messages: Enter to send', [long.send], TARGET_KEY_MS);
  add('1,000 messages: a key press while the reply streams', long.whileStreaming, TARGET_STREAMING_KEY_MS);
  add('1,000 messages: switching siblings', [await switchSiblings(page)], TARGET_OPEN_MS);
}

test(`interactions at ${CPU_SLOWDOWN}x CPU slowdown answer within their targets`, async ({
  page,
  browser,
}) => {
  test.setTimeout(1_200_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await resetMock();
  await setMockSettings({ tokensPerSecond: 40 });
  await seedConversation(EMAIL, 3, 400, SHORT_TITLE);
  await seedConversation(EMAIL, 500, 300, LONG_TITLE);
  await recordInteractions(page);
  // The rounds outlast the five minutes of use after which the mood prompt asks for a rating (spec section
  // 9): this user has answered it.
  await page.context().addCookies([{ name: 'mood_rated', value: '1', url: PERF_APP_URL }]);
  await loginViaUi(page, EMAIL);

  // The host's speed before and after the rounds: 4x on a slower host is a slower phone.
  const hostIndex = [await hostBenchmarkIndex(page)];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const rounds: Figure[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const figures: Figure[] = [];
    await measureRound(page, (figure, interactions, target) =>
      figures.push({ figure, interactions, target }),
    );
    rounds.push(figures);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  hostIndex.push(await hostBenchmarkIndex(page));

  const rows: ResultRow[] = rounds[0]!.map(({ figure, target }, index) => {
    const perRound = rounds.map((figures) => figures[index]!.interactions);
    const worstOfRounds = perRound.map((interactions) => worst(interactions).duration);
    const value = median(worstOfRounds);
    const all = perRound
      .map((interactions) => interactions.map((entry) => entry.duration).join(' '))
      .join(' | ');
    // A 0 (no entry) is under 16 ms only if the page counted the interaction.
    const unproven = perRound.flat().filter((entry) => entry.duration === 0 && entry.counted < 1).length;
    return {
      figure,
      value: `${ms(value, 0)} (rounds: ${all})${unproven ? `, ${unproven} not counted` : ''}`,
      target: `<= ${target} ms`,
      met: value <= target && unproven === 0,
    };
  });
  reportResults(
    'interactionLatency',
    `Interaction latency at ${CPU_SLOWDOWN}x CPU slowdown (worst event of a round, median of ${ROUNDS} rounds)\n` +
      describeEmulatedDevice(hostIndex, CPU_SLOWDOWN),
    rows,
    {
      browser: browser.version(),
      cpuSlowdown: CPU_SLOWDOWN,
      hostBenchmarkIndex: hostIndex,
      rounds,
    },
  );
  expect(pageErrors).toEqual([]);
});

/**
 * Issue #43, in the same 1,000-message chat: a key in the find bar shows its count (Event Timing, as above:
 * from the key to the paint that shows the count); moving to a match off screen draws it (from the key to
 * the frame after its mark is in the list's view: the row may be drawn a frame or two after the scroll); a
 * search hit deep in the chat shows its message marked (from the click on the search page to the frame
 * after the marked row is in view and uncovered).
 */
const FIND_TITLE = 'Reading: 1,000 messages';
/** A word of one of the seeded questions, which repeat every 12 pairs: its matches lie all along the chat. */
const FIND_QUERY = 'flaky';
/** A word only in the first answer, 1,000 messages above the end. */
const HIT_WORD = 'marshwillow';
const TARGET_FIND_KEY_MS = 100;
const TARGET_FIND_MOVE_MS = 100;
const TARGET_HIT_MS = 300;

type DrawWindow = { __drawnAt?: number; __pressedAt?: number };

/**
 * From now on: the time after the paint of the first frame in which `selector` (not the element marked
 * before, if `fresh`) lies in the message list's view, uncovered; and the last key or click's timestamp.
 */
async function watchDrawn(page: Page, selector: string): Promise<void> {
  await page.evaluate((wanted) => {
    const win = window as DrawWindow;
    const before = document.querySelector(wanted);
    win.__drawnAt = undefined;
    win.__pressedAt = undefined;
    const stamp = (event: Event) => (win.__pressedAt = event.timeStamp);
    addEventListener('keydown', stamp, { capture: true, once: true });
    addEventListener('click', stamp, { capture: true, once: true });
    const check = () => {
      const found = document.querySelector(wanted);
      const list = found?.closest('[role="log"]');
      if (found && list && found !== before && found.isConnected) {
        const box = found.getBoundingClientRect();
        const view = list.getBoundingClientRect();
        const probe = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + 2);
        if (box.top >= view.top && box.top + 2 < view.bottom && probe && found.contains(probe)) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (win.__drawnAt = performance.now());
          channel.port2.postMessage(null);
          return;
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, selector);
}

async function drawnAfterPress(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const win = window as DrawWindow;
      return win.__drawnAt !== undefined && win.__pressedAt !== undefined
        ? win.__drawnAt - win.__pressedAt
        : null;
    },
    null,
    { polling: 50, timeout: 15_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function measureReadingRound(
  page: Page,
  conversationId: string,
  hitId: string,
  lastId: string,
): Promise<{ keys: Interaction[]; moves: number[]; hit: number; title: number; count: string }> {
  const log = page.getByRole('log', { name: 'Conversation' });
  const findBar = page.getByRole('search', { name: 'Find in this conversation' });
  await page.goto(`/chat/${conversationId}`);
  await expect(log.getByRole('article').first()).toBeVisible();
  await pageIdle(page);
  await messageInput(page).focus();
  // The find bar's code comes with the first Ctrl+F: not measured, as a menu's first open is not.
  await page.keyboard.press('Control+f');
  await expect(findBar.getByRole('searchbox')).toBeFocused();
  await pageIdle(page);
  const keys: Interaction[] = [];
  for (const key of FIND_QUERY) keys.push(await measureInteraction(page, () => page.keyboard.press(key)));
  const status = findBar.getByRole('status');
  await expect(status).toHaveText(/^1 of \d+$/);
  const count = (await status.textContent()) ?? '';
  await pageIdle(page);
  // Round the ends: the last match is at the other end of the chat from the first, and back.
  const moves: number[] = [];
  for (const key of ['Shift+Enter', 'Enter', 'Shift+Enter', 'Enter']) {
    await watchDrawn(page, '[role="log"] [data-find-current]');
    await page.keyboard.press(key);
    moves.push(await drawnAfterPress(page));
    await pageIdle(page);
  }
  await page.keyboard.press('Escape');

  await page.goto(`/search/${HIT_WORD}`);
  const link = page.getByRole('link', { name: new RegExp(HIT_WORD) });
  await expect(link).toBeVisible();
  await pageIdle(page);
  const click = await clickerFor(page, link);
  await watchDrawn(page, `[role="log"] article[data-linked][data-message-id="${hitId}"]`);
  await click();
  const hit = await drawnAfterPress(page);
  await expect(page).toHaveURL(new RegExp(`\\?m=${hitId}$`));

  // For comparison: the same chat opened by its title on the search page, at its end, as before #43.
  await page.goto(`/search/${HIT_WORD}`);
  const titleLink = page.getByRole('heading', { name: FIND_TITLE }).getByRole('link');
  await expect(titleLink).toBeVisible();
  await pageIdle(page);
  const clickTitle = await clickerFor(page, titleLink);
  await watchDrawn(page, `[role="log"] article[data-message-id="${lastId}"]`);
  await clickTitle();
  const title = await drawnAfterPress(page);
  return { keys, moves, hit, title, count };
}

test(`long conversations at ${CPU_SLOWDOWN}x: find in 1,000 messages and a search hit deep in the chat`, async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await resetMock();
  const seeded = await seedConversationWithTurns(
    EMAIL,
    [{ prompt: 'Where do herons nest?', reply: `Herons nest in the ${HIT_WORD} reeds by the river.` }],
    499,
    300,
    FIND_TITLE,
  );
  const hitId = seeded.turns[0]?.replyId ?? '';
  const stored = await storedMessages(EMAIL, seeded.conversationId);
  const lastId = stored[stored.length - 1]?.messageId ?? '';
  await recordInteractions(page);
  await page.context().addCookies([{ name: 'mood_rated', value: '1', url: PERF_APP_URL }]);
  await loginViaUi(page, EMAIL);
  const hostIndex = [await hostBenchmarkIndex(page)];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++)
    rounds.push(await measureReadingRound(page, seeded.conversationId, hitId, lastId));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  hostIndex.push(await hostBenchmarkIndex(page));

  const keyWorst = rounds.map((round) => worst(round.keys).duration);
  const unproven = rounds.flatMap((round) => round.keys).filter((k) => k.duration === 0 && k.counted < 1);
  const moveWorst = rounds.map((round) => Math.max(...round.moves));
  const hits = rounds.map((round) => round.hit);
  const titles = rounds.map((round) => round.title);
  const rows: ResultRow[] = [
    {
      figure: `a key in the find bar shows its count ("${FIND_QUERY}": ${rounds[0]?.count})`,
      value: `${ms(median(keyWorst), 0)} (rounds: ${rounds.map((r) => r.keys.map((k) => k.duration).join(' ')).join(' | ')})${unproven.length ? `, ${unproven.length} not counted` : ''}`,
      target: `<= ${TARGET_FIND_KEY_MS} ms`,
      met: median(keyWorst) <= TARGET_FIND_KEY_MS && unproven.length === 0,
    },
    {
      figure: 'moving to a match off screen draws it (Shift+Enter / Enter round the ends)',
      value: `${ms(median(moveWorst), 0)} (rounds: ${rounds.map((r) => r.moves.map((m) => m.toFixed(0)).join(' ')).join(' | ')})`,
      target: `<= ${TARGET_FIND_MOVE_MS} ms`,
      met: median(moveWorst) <= TARGET_FIND_MOVE_MS,
    },
    {
      figure: 'a search hit 1,000 messages deep: click to the marked message drawn',
      value: `${ms(median(hits), 0)} (rounds: ${hits.map((h) => h.toFixed(0)).join(' ')})`,
      target: `<= ${TARGET_HIT_MS} ms`,
      met: median(hits) <= TARGET_HIT_MS,
    },
    {
      figure: '  for comparison: its title on the search page, click to the last message drawn',
      value: `${ms(median(titles), 0)} (rounds: ${titles.map((h) => h.toFixed(0)).join(' ')})`,
      target: 'reference',
      met: null,
    },
  ];
  reportResults(
    'longConversations',
    `Long conversations at ${CPU_SLOWDOWN}x CPU slowdown (worst of a round, median of ${ROUNDS} rounds)\n` +
      describeEmulatedDevice(hostIndex, CPU_SLOWDOWN),
    rows,
    { browser: browser.version(), cpuSlowdown: CPU_SLOWDOWN, hostBenchmarkIndex: hostIndex, rounds },
  );
  expect(pageErrors).toEqual([]);
});

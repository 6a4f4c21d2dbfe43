/**
 * Seeded random walks through the chat (issue #26) on the production build over real HTTP: New chat, sends
 * (finishing, long, failing), Back, Forward, opening chats from the history, reload and leaving a reply
 * mid-stream. After every step: the screen shows only the server's messages of the conversation the address
 * names (plus a reply being written), and the message box never holds a prompt the server already has.
 * A failure names its seed and step; Playwright keeps the screenshot and trace.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/auth';
import { messageInput } from './support/chat';
import { seededRandom as random } from '../helpers/seeded-random';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';

/** The Navigation API's part used here (Chromium has it; TypeScript's DOM types may not yet). */
interface Navigation {
  canGoBack: boolean;
}

type Step = 'new' | 'send' | 'long' | 'fail' | 'back' | 'forward' | 'open' | 'reload';
const STEPS: readonly Step[] = [
  'new',
  'send',
  'send',
  'long',
  'fail',
  'back',
  'forward',
  'open',
  'open',
  'reload',
];

interface ServerMessage {
  messageId: string;
  text: string;
  isCreatedByUser: boolean;
}

async function serverMessages(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<ServerMessage[]> {
  const response = await request.get(`${MOCK_SERVER_URL}/api/messages/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) return [];
  const body = (await response.json()) as ServerMessage[] | { messages: ServerMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

async function checkInvariants(page: Page, token: string, sent: Set<string>, where: string) {
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0, { timeout: 15_000 });
  const id = /\/chat\/([0-9a-f-]{36})$/.exec(new URL(page.url()).pathname)?.[1];
  if (id) {
    const server = new Set((await serverMessages(page.request, token, id)).map((m) => m.messageId));
    const unknownRows = async () =>
      (
        await page
          .locator('article[data-message-id]')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-message-id') ?? ''))
      ).filter((row) => !server.has(row)).length;
    // What the screen settles on: right after a Back or a link the chat being left may still be drawn
    // for a moment, which is not what this checks.
    await expect
      .poll(unknownRows, { message: `${where}: messages the server does not hold for ${id}`, timeout: 5000 })
      .toBeLessThanOrEqual(2);
  }
  // The box empties once its message is on its way.
  await expect
    .poll(
      async () => {
        const value = (
          await messageInput(page)
            .inputValue()
            .catch(() => '')
        ).trim();
        return value !== '' && sent.has(value);
      },
      { message: `${where}: the box holds a sent prompt`, timeout: 5000 },
    )
    .toBe(false);
}

/** The check walks two seeds of 12 steps; `WALK_SEEDS=1,2,3 WALK_STEPS=40` walks further by hand. */
const SEEDS = (process.env.WALK_SEEDS ?? '7,1234').split(',').map(Number);
const WALK_STEPS = Number(process.env.WALK_STEPS ?? 12);

for (const seed of SEEDS) {
  test(`random walk, seed ${seed}`, async ({ page }) => {
    const login = await page.request.post(`${MOCK_SERVER_URL}/api/auth/login`, {
      data: { email: 'pro@demo.test', password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    await page.goto('/chat/new');
    await expect(messageInput(page)).toBeVisible();
    const next = random(seed);
    const sent = new Set<string>();
    for (let index = 0; index < WALK_STEPS; index += 1) {
      const step = STEPS[Math.floor(next() * STEPS.length)] ?? 'send';
      const where = `seed ${seed}, step ${index + 1} (${step})`;
      if (process.env.WALK_DEBUG)
        console.log(
          where,
          page.url(),
          await messageInput(page)
            .inputValue()
            .catch(() => '?'),
        );
      await test.step(where, async () => {
        if (step === 'new') await page.getByRole('link', { name: 'New chat' }).first().click();
        else if (step === 'back') {
          // Back past the app's first page leaves the app: that is the browser's, not the chat's. (Going
          // back to about:blank and forward again raced: goBack could return before the page left, and the
          // walk went on on a blank page.)
          if (
            await page.evaluate(() => (window as { navigation?: Navigation }).navigation?.canGoBack ?? true)
          )
            await page.goBack();
        } else if (step === 'forward') await page.goForward();
        else if (step === 'reload') await page.reload();
        else if (step === 'open') {
          const links = page.getByRole('region', { name: 'Chat history' }).locator('a[data-history-link]');
          const count = await links.count();
          if (count) await links.nth(Math.floor(next() * count)).click();
        } else {
          const box = messageInput(page);
          if (!(await box.isEnabled().catch(() => false))) return;
          if (await page.getByRole('button', { name: 'Stop generating' }).count()) return;
          const trigger = { send: '', long: ' [[chars:1500]]', fail: ' [[error:500]]' }[step];
          const prompt = `Walk ${seed}-${index}${trigger}`;
          // A reply failing meanwhile closes the box (the spec's failed state); Playwright would wait for it
          // to open again for ever. That step is then not taken.
          const tried = (action: Promise<void>) =>
            action.then(
              () => true,
              () => false,
            );
          if (!(await tried(box.fill(prompt, { timeout: 3000 })))) return;
          if (!(await tried(box.press('Enter', { timeout: 3000 })))) return;
          sent.add(prompt);
        }
        await checkInvariants(page, token, sent, where);
      });
    }
  });
}

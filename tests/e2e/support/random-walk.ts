/**
 * Seeded random walks through the chat (issues #26 and #41), shared by the prod walk
 * (tests/e2e/random-walk.spec.ts) and the dev-server walk (tests/e2e/dev-random-walk.spec.ts). A small
 * model follows each tab's history stack and the prompts sent in each conversation, and after EVERY step
 * (a skipped one too, fresh chats included) predicts:
 *  - the address: /chat/new only for a chat with nothing sent, else /chat/{id} of the chat the entry holds
 *    (a chat named after it was left is /chat/{id} when come back to);
 *  - the prompts shown: exactly those sent in that conversation, in order, each with a reply; none of
 *    another conversation (a chat of the seed data shows none of the walk's prompts);
 *  - the message box: the draft typed in that chat, empty after a send, closed after an error;
 *  - the second tab (one seed): after it opens a chat, that chat's prompts; its fresh chat's draft stays
 *    its own.
 * Conversation ids are read from the address once the model says the chat is named (its reply is done).
 * A failure names its seed and step; WALK_DEBUG=1 prints each step.
 */
import type { Page } from '@playwright/test';
import { messageInput } from './chat';
import { expect, test } from './fixtures';
import { seededRandom as random } from '../../helpers/seeded-random';

type Step = 'new' | 'send' | 'long' | 'fail' | 'back' | 'forward' | 'open' | 'reload' | 'draft';
type Tab2Step = 'tab2-open' | 'tab2-draft';
const STEPS: readonly Step[] = [
  'new',
  'send',
  'send',
  'send',
  'long',
  'fail',
  'back',
  'forward',
  'open',
  'open',
  'reload',
  'draft',
];

interface Chat {
  id: string | null;
  prompts: string[];
  draft: string;
  closed: boolean;
}

interface TabModel {
  page: Page;
  entries: Chat[];
  index: number;
}

const ID = /^\/chat\/([0-9a-f-]{36})$/;
const pathOf = (chat: Chat) => (chat.id ? `/chat/${chat.id}` : '/chat/new');

async function userRows(page: Page): Promise<string[]> {
  return page
    .getByRole('article', { name: 'Your message' })
    .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/^You/, '').trim()));
}

/**
 * How long a check waits. On the dev server a reload fetches the app as hundreds of modules, and the
 * message list's chunk among them: beside Vitest (the check runs them together) that took over 10 s, the
 * list's place blank meanwhile (3 walks side by side here: 2 of 3 timed out at step 4, a reload).
 */
const patience = (ms: number) => (test.info().project.name === 'dev' ? ms * 3 : ms);

/** Checks one tab against the model; `stale` allows a prefix of the prompts (a tab not refreshed). */
async function checkTab(tab: TabModel, chat: Chat, all: Chat[], where: string, stale = false): Promise<void> {
  const { page } = tab;
  await expect(page, `${where}: the address`).toHaveURL(new RegExp(`${pathOf(chat)}$`), {
    timeout: patience(15_000),
  });
  await expect(page.getByRole('status', { name: 'Loading…' }), `${where}: a spinner stays`).toHaveCount(0, {
    timeout: patience(15_000),
  });
  const foreign = all.filter((other) => other !== chat).flatMap((other) => other.prompts);
  await expect
    .poll(
      async () => {
        const rows = await userRows(page);
        if (rows.some((row) => foreign.includes(row))) return `another chat's prompt: ${rows.join(' | ')}`;
        const expected = chat.prompts;
        // A long conversation is virtualised: the rows in the page are a window of it, in order.
        const start = rows.length ? expected.indexOf(rows[0]!) : 0;
        const window = expected.slice(start, start + rows.length);
        const ok =
          (rows.length > 0 || expected.length === 0) &&
          start >= 0 &&
          rows.every((row, i) => row === window[i]) &&
          (stale || rows.length === expected.length || start + rows.length === expected.length || start > 0);
        if (!ok) return `prompts [${rows.join(' | ')}], expected [${expected.join(' | ')}]`;
        if (!stale && expected.length && rows.length && start + rows.length === expected.length) {
          // The last prompt has its reply.
          const last = page.locator('article[data-message-id]').last();
          if ((await last.getAttribute('aria-label')) === 'Your message')
            return 'the last prompt has no reply';
        }
        return 'ok';
      },
      { message: `${where}: the conversation shown`, timeout: patience(10_000) },
    )
    .toBe('ok');
  const box = messageInput(page);
  if (chat.closed) await expect(box, `${where}: the box under a failed reply`).toBeDisabled();
  else await expect(box, `${where}: the box`).toHaveValue(chat.draft, { timeout: patience(10_000) });
}

export interface WalkOptions {
  seed: number;
  steps: number;
  /** A second page in the same context (another tab) takes some of the steps. */
  twoTabs?: boolean;
}

/** Walks one seed on a signed-in page at /chat/new. */
export async function randomWalk(page: Page, options: WalkOptions): Promise<void> {
  const { seed, steps, twoTabs = false } = options;
  const next = random(seed);
  const start: Chat = { id: null, prompts: [], draft: '', closed: false };
  const chats: Chat[] = [start];
  const tab: TabModel = { page, entries: [start], index: 0 };
  let tab2: (TabModel & { newDraft: string; open: Chat | null }) | null = null;
  const current = () => tab.entries[tab.index]!;
  const fresh = () => {
    const chat: Chat = { id: null, prompts: [], draft: '', closed: false };
    chats.push(chat);
    return chat;
  };
  const push = (chat: Chat) => {
    if (pathOf(current()) === pathOf(chat)) tab.entries[tab.index] = chat;
    else {
      tab.entries.splice(tab.index + 1, tab.entries.length, chat);
      tab.index += 1;
    }
  };
  const pool: (Step | Tab2Step)[] = twoTabs
    ? [...STEPS, 'tab2-open', 'tab2-draft', 'tab2-draft']
    : [...STEPS];

  for (let index = 0; index < steps; index += 1) {
    const step = pool[Math.floor(next() * pool.length)] ?? 'send';
    const where = `seed ${seed}, step ${index + 1} (${step})`;
    if (process.env.WALK_DEBUG) console.log(where, page.url());
    await test.step(where, async () => {
      const chat = current();
      if (step === 'new') {
        await page.getByRole('link', { name: 'New chat' }).first().click();
        push(fresh());
      } else if (step === 'back') {
        if (tab.index > 0) {
          await page.goBack();
          tab.index -= 1;
        }
      } else if (step === 'forward') {
        if (tab.index < tab.entries.length - 1) {
          await page.goForward();
          tab.index += 1;
        }
      } else if (step === 'reload') {
        await page.reload();
      } else if (step === 'open') {
        const named = chats.filter((c) => c.id);
        if (named.length) {
          const target = named[Math.floor(next() * named.length)]!;
          await page
            .getByRole('region', { name: 'Chat history' })
            .locator(`a[data-history-link][href="/chat/${target.id}"]`)
            .click();
          push(target);
        }
      } else if (step === 'draft') {
        if (chat.id && !chat.closed) {
          chat.draft = `draft ${seed}-${index}`;
          await messageInput(page).fill(chat.draft);
        }
      } else if (step === 'tab2-open' || step === 'tab2-draft') {
        if (!tab2) {
          const second = await page.context().newPage();
          await second.goto('/chat/new');
          tab2 = { page: second, entries: [], index: 0, newDraft: '', open: null };
        }
        const named = chats.filter((c) => c.id);
        if (step === 'tab2-open' && named.length) {
          const target = named[Math.floor(next() * named.length)]!;
          await tab2.page.goto(`/chat/${target.id}`);
          tab2.open = target;
        } else if (step === 'tab2-draft') {
          if (tab2.open) await tab2.page.goto('/chat/new');
          tab2.open = null;
          tab2.newDraft = `tab 2 draft ${seed}-${index}`;
          await messageInput(tab2.page).fill(tab2.newDraft);
        }
        await page.bringToFront();
      } else if (!chat.closed) {
        const trigger = { send: '', long: ' [[chars:1500]]', fail: ' [[error:500]]' }[step];
        const prompt = `Walk ${seed}-${index}${trigger}`;
        const box = messageInput(page);
        await box.fill(prompt);
        await box.press('Enter');
        chat.prompts.push(prompt);
        chat.draft = '';
        if (step === 'fail') {
          chat.closed = true;
          await expect(
            page.getByRole('alert').filter({ hasText: 'Oops! Something went wrong.' }),
          ).toBeVisible({
            timeout: 20_000,
          });
        } else {
          // The box empties once the message is on its way (the reply is streaming by then); only then
          // does Send coming back mean the reply is done. Send is on screen before the stream starts too.
          await expect(messageInput(page)).toHaveValue('', { timeout: 10_000 });
          await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
        }
        // The reply is done: the server named the chat, and the address says which.
        if (!chat.id) {
          await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 10_000 });
          chat.id = ID.exec(new URL(page.url()).pathname)![1]!;
          expect(
            chats.filter((c) => c.id === chat.id),
            `${where}: a new chat took the address of another`,
          ).toHaveLength(1);
        }
      }
      await checkTab(tab, current(), chats, where);
      if (tab2) {
        const { open } = tab2;
        if (open) await checkTab(tab2, open, chats, `${where}, tab 2`, true);
        else {
          await expect(messageInput(tab2.page), `${where}, tab 2: its own draft`).toHaveValue(tab2.newDraft);
          await expect(tab2.page, `${where}, tab 2`).toHaveURL(/\/chat\/new$/);
        }
      }
    });
  }
}

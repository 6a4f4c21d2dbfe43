import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { messageInput } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';
import { REALISTIC_REPLY_SPEED, expect, test } from './support/fixtures';
import { setTheme } from './support/theme';

/**
 * Issue #43: long conversations read like a document. Every conversation is seeded through the mock's API
 * (`POST /__mock/seed-conversation` with known turns first), so each test predicts what it looks for from
 * what it wrote there.
 */

interface SeedTurn {
  prompt: string;
  reply: string;
  earlierReply?: string;
}
interface Seeded {
  conversationId: string;
  turns: { promptId: string; replyId: string; earlierReplyId?: string }[];
}

async function seed(turns: SeedTurn[], pairs: number, chars = 400, turnsAfter = 0): Promise<Seeded> {
  const answer = await fetch(`${MOCK_SERVER_URL}/__mock/seed-conversation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'pro@demo.test', pairs, chars, turns, turnsAfter, title: 'Reading test' }),
  });
  if (answer.status !== 201) throw new Error(`seed-conversation answered ${answer.status}`);
  return (await answer.json()) as Seeded;
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const findBox = (page: Page) => page.getByRole('searchbox', { name: 'Find in this conversation' });
const findBar = (page: Page) => page.getByRole('search', { name: 'Find in this conversation' });
const findStatus = (page: Page) => findBar(page).getByRole('status');
const currentMark = (page: Page) => log(page).locator('[data-find-current]');
const messageRow = (page: Page, id: string) => log(page).locator(`article[data-message-id="${id}"]`);
const distanceFromEnd = (page: Page) =>
  log(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
const scrollTop = (page: Page) => log(page).evaluate((element) => element.scrollTop);
/**
 * Where the list stands once a wheel's smooth scroll has ended (two reads 100 ms apart agree): read during
 * the animation, a place "kept" was still moving (a loaded clean clone read it 855 px short).
 */
const settledScrollTop = (page: Page) =>
  log(page).evaluate(async (element) => {
    for (let last = -1; ;) {
      const now = element.scrollTop;
      if (now === last) return now;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

/** Whether the element's box lies inside the message list's visible part, below the find bar if open. */
async function inListView(page: Page, target: Locator): Promise<boolean> {
  const [box, view] = await Promise.all([target.boundingBox(), log(page).boundingBox()]);
  const bar = (await findBar(page).count()) ? await findBar(page).boundingBox() : null;
  const top = Math.max(view?.y ?? 0, bar ? bar.y + bar.height : 0);
  return Boolean(box && view && box.y >= top - 1 && box.y + box.height <= view.y + view.height + 1);
}

/** The word the find looks for: in the first answer's text, its code and its formula, and once more later. */
const WORD = 'quokka';
const FIRST_ANSWER = [
  `The ${WORD} café opens at dawn.`,
  '```python',
  `${WORD}_count = 3`,
  '```',
  `A formula: $\\text{${WORD}}^2$`,
].join('\n\n');

test.describe('find in the chat, 1,000 messages', () => {
  test('Ctrl+F finds every match of the branch shown, marks and scrolls to each, and gives the focus back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // 500 seeded pairs after the two known ones: 1,004 messages, the first answer far above the end.
    const { conversationId } = await seed(
      [
        { prompt: 'Where do you eat breakfast?', reply: FIRST_ANSWER },
        { prompt: 'And the zoo?', reply: `The ${WORD.toUpperCase()} enclosure is by the gate.` },
      ],
      500,
    );
    await signIn(page, 'pro@demo.test', `/chat/${conversationId}`);
    await expect(log(page)).toBeVisible();
    await messageInput(page).click();
    // The browser's find would see none of it: the first answer is not drawn.
    await expect(log(page).getByText(`The ${WORD} café opens at dawn.`)).toHaveCount(0);

    await page.keyboard.press('Control+f');
    await expect(findBox(page)).toBeFocused();
    await page.keyboard.type(WORD);
    // Three in the first answer (text, code, formula), one in the second, any case.
    await expect(findStatus(page)).toHaveText('1 of 4');
    await expect(currentMark(page)).toHaveText(WORD);
    expect(await currentMark(page).evaluate((element) => element.tagName)).toBe('MARK');
    expect(await inListView(page, currentMark(page))).toBe(true);
    await expect(findBox(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(findStatus(page)).toHaveText('2 of 4');
    await expect(log(page).locator('pre mark[data-find-current]')).toHaveText(WORD);
    await page.keyboard.press('Enter');
    await expect(findStatus(page)).toHaveText('3 of 4');
    await expect(log(page).locator('.katex[data-find-current]')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(findStatus(page)).toHaveText('4 of 4');
    await expect(currentMark(page)).toHaveText(WORD.toUpperCase());
    await page.keyboard.press('Enter');
    await expect(findStatus(page)).toHaveText('1 of 4');
    await page.keyboard.press('Shift+Enter');
    await expect(findStatus(page)).toHaveText('4 of 4');
    await expect(findBox(page)).toBeFocused();

    // Accents and case as the sidebar's search: "CAFE" finds "café".
    await findBox(page).fill(`${WORD.toUpperCase()} CAFE`);
    await expect(findStatus(page)).toHaveText('1 of 1');
    await expect(currentMark(page)).toHaveText(`${WORD} café`);
    expect(await inListView(page, currentMark(page))).toBe(true);
    await findBox(page).fill('no such words here');
    await expect(findStatus(page)).toHaveText('No matches');
    await expect(currentMark(page)).toHaveCount(0);
    await findBox(page).fill(WORD);
    await expect(findStatus(page)).toHaveText('1 of 4');

    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await expectNoSeriousA11yViolations(page, `find bar (${theme})`, {
        include: '[role="search"][aria-label="Find in this conversation"]',
        coloursOnly: theme === 'dark',
      });
    }
    await setTheme(page, 'light');

    // A second Ctrl+F in the box is the browser's own find: the page lets it through.
    await page.evaluate(() => {
      window.addEventListener('keydown', (event) => {
        (window as unknown as { lastKeyPrevented: boolean }).lastKeyPrevented = event.defaultPrevented;
      });
    });
    const lastPrevented = () =>
      page.evaluate(() => (window as unknown as { lastKeyPrevented: boolean }).lastKeyPrevented);
    await page.keyboard.press('Control+f');
    expect(await lastPrevented()).toBe(false);

    await page.keyboard.press('Escape');
    await expect(findBar(page)).toHaveCount(0);
    await expect(currentMark(page)).toHaveCount(0);
    await expect(messageInput(page)).toBeFocused();
    // From anywhere else Ctrl+F is the chat's again.
    await page.keyboard.press('Control+f');
    expect(await lastPrevented()).toBe(true);
    await expect(findBox(page)).toBeFocused();
    await expect(findBox(page)).toHaveValue('');
  });
});

test.describe('a search hit opens at its message', () => {
  test('on the branch that holds it, marked, by an address that survives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const seeded = await seed(
      [
        {
          prompt: 'Where do herons nest?',
          earlierReply: 'Herons nest in the marshwillow reeds, said the first answer.',
          reply: 'A newer answer about herons and their nests.',
        },
      ],
      150,
    );
    const hitId = seeded.turns[0]?.earlierReplyId ?? '';
    await signIn(page, 'pro@demo.test', '/search/marshwillow');
    await page.getByRole('link', { name: /marshwillow reeds/ }).click();
    await expect(page).toHaveURL(`/chat/${seeded.conversationId}?m=${hitId}`);
    for (const step of ['opened', 'reloaded']) {
      const hit = messageRow(page, hitId);
      await expect(hit, step).toBeVisible();
      await expect(hit).toHaveAttribute('aria-current', 'location');
      await expect(hit).toContainText('Herons nest in the marshwillow reeds');
      // The older of the two variants is shown: the switcher says 1/2.
      await expect(hit.getByRole('group', { name: 'Response variants' })).toContainText('1/2');
      expect(await inListView(page, hit.getByText('Herons nest in the marshwillow reeds'))).toBe(true);
      if (step === 'opened') await page.reload();
    }
  });
});

test.describe('a search hit followed with the keyboard', () => {
  test('the focus goes from the link to the page and on to the box, in no frame to the page body', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const seeded = await seed(
      [{ prompt: 'Where do cranes nest?', reply: 'Cranes nest in the bogmyrtle fens.' }],
      60,
    );
    const hitId = seeded.turns[0]?.replyId ?? '';
    await signIn(page, 'pro@demo.test', '/search/bogmyrtle');
    const link = page.getByRole('link', { name: /bogmyrtle fens/ });
    await link.focus();
    // What holds the focus in every frame from the key on.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { focusSeen: string[] }).focusSeen = seen;
      const look = () => {
        const active = document.activeElement;
        seen.push(!active || active === document.body ? 'body' : active.id || active.tagName);
        if (seen.length < 600) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.keyboard.press('Enter');
    await expect(messageRow(page, hitId)).toHaveAttribute('aria-current', 'location');
    await expect(messageInput(page)).toBeFocused();
    const seen = await page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen);
    expect(seen).not.toContain('body');
    expect(seen).toContain('chat-composer');
  });
});

test.describe('a search hit on the branch shown', () => {
  test('draws the rows around its message first, not those at the end it would leave at once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // In the middle: 100 pairs above it, 50 below.
    const seeded = await seed(
      [{ prompt: 'Where do storks nest?', reply: 'Storks nest on fenwhistle chimneys.' }],
      150,
      400,
      100,
    );
    const hitId = seeded.turns[0]?.replyId ?? '';
    await signIn(page, 'pro@demo.test', '/search/fenwhistle');
    // Every row the list ever draws, by its index (302 rows: the hit is row 201).
    await page.evaluate(() => {
      const drawn = new Set<number>();
      (window as unknown as { drawn: Set<number> }).drawn = drawn;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLElement)
              for (const row of [node, ...node.querySelectorAll<HTMLElement>('[data-index]')])
                if (row.dataset.index && row.closest('[role="log"]')) drawn.add(Number(row.dataset.index));
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: /fenwhistle chimneys/ }).click();
    const hit = messageRow(page, hitId);
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('aria-current', 'location');
    const drawn = await page.evaluate(() => [...(window as unknown as { drawn: Set<number> }).drawn]);
    // Neither the top rows (where the list stands before it moves) nor the end's.
    expect(drawn.length).toBeGreaterThan(0);
    expect(Math.min(...drawn)).toBeGreaterThan(180);
    expect(Math.max(...drawn)).toBeLessThan(220);
  });
});

test.describe('quote a passage', () => {
  test("the Quote button and Ctrl+Shift+' put the passage above the cursor, keeping what was typed", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { conversationId } = await seed(
      [{ prompt: 'Two lines please', reply: 'Alpha line one.\n\nBeta line two.' }],
      0 + 1,
      60,
    );
    await signIn(page, 'pro@demo.test', `/chat/${conversationId}`);
    const reply = log(page).locator('[data-from="reply"]').first();
    await expect(reply.getByText('Beta line two.')).toBeVisible();
    await messageInput(page).fill('My question');

    // Selected as a reader does, by dragging over the sentence (the message box loses the focus).
    const select = async (text: string) => {
      const box = (await reply.getByText(text).boundingBox())!;
      await page.mouse.move(box.x + 1, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
    };
    await select('Beta line two.');
    await page.getByRole('button', { name: 'Quote', exact: true }).click();
    await expect(messageInput(page)).toHaveValue('> Beta line two.\n\nMy question');
    await expect(messageInput(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Quote', exact: true })).toHaveCount(0);

    // The keyboard's way, with the cursor still after "My question": the new quote goes above that line.
    await select('Alpha line one.');
    await page.keyboard.press("Control+Shift+'");
    await expect(messageInput(page)).toHaveValue('> Beta line two.\n\n> Alpha line one.\n\nMy question');
    await expect(messageInput(page)).toBeFocused();

    // The shortcuts dialog lists both keys.
    await page.keyboard.press('Control+/');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog.getByText('Find in the open conversation')).toBeVisible();
    await expect(dialog.getByText('Quote the text selected in a reply into the message box')).toBeVisible();
  });
});

test.describe('fold long prompts', () => {
  test('a prompt over twelve lines shows folded; Show more and Show less; the find sees all of it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const lines = Array.from({ length: 20 }, (_, index) => `Pasted line ${index + 1}`);
    const { conversationId, turns } = await seed(
      [
        { prompt: lines.join('\n'), reply: 'Thanks for the long paste.' },
        { prompt: 'Short one\nwith two lines', reply: 'Short answer.' },
      ],
      1,
      60,
    );
    await signIn(page, 'pro@demo.test', `/chat/${conversationId}`);
    const long = messageRow(page, turns[0]?.promptId ?? '');
    const short = messageRow(page, turns[1]?.promptId ?? '');
    await expect(short).toContainText('with two lines');
    await expect(short.getByRole('button', { name: 'Show more' })).toHaveCount(0);
    const more = long.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const clipped = () =>
      long.locator('[data-message-body] p').evaluate((text) => {
        const box = text.parentElement?.getBoundingClientRect();
        return Boolean(box && text.getBoundingClientRect().height > box.height + 1);
      });
    expect(await clipped()).toBe(true);
    await more.click();
    const less = long.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toBeFocused();
    expect(await clipped()).toBe(false);
    await less.click();
    await expect(more).toBeVisible();
    expect(await clipped()).toBe(true);

    // The find reaches the folded part, and the prompt unfolds for it.
    await page.keyboard.press('Control+f');
    await findBox(page).fill('Pasted line 20');
    await expect(findStatus(page)).toHaveText('1 of 1');
    await expect(long.getByRole('button', { name: 'Show less' })).toBeVisible();
    await expect(currentMark(page)).toHaveText('Pasted line 20');
    expect(await inListView(page, currentMark(page))).toBe(true);
  });
});

test.describe('keep the reader’s place while a reply streams', () => {
  test.use({ replyTokensPerSecond: REALISTIC_REPLY_SPEED });

  test('at 375 px in a 1,000-message chat: following only at the end, a small scroll up stays, the button resumes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    const { conversationId } = await seed([], 500, 300);
    await signIn(page, 'pro@demo.test', `/chat/${conversationId}`);
    await expect(log(page)).toBeVisible();
    await messageInput(page).fill('Tell me a long story [[chars:6000]]');
    await messageInput(page).press('Enter');
    const stop = page.getByRole('button', { name: 'Stop generating' }).first();
    await expect(stop).toBeVisible();
    const replyText = () =>
      log(page)
        .locator('[data-from="reply"]')
        .last()
        .evaluate((element) => element.textContent?.length ?? 0);
    // Following: the end stays in view while the reply grows.
    const grown = await replyText();
    await expect.poll(replyText).toBeGreaterThan(grown + 200);
    await expect.poll(() => distanceFromEnd(page)).toBeLessThan(50);

    // A small scroll up (less than the old 48 px slack) stops the following at once: no jump back.
    await log(page).hover();
    await page.mouse.wheel(0, -30);
    await expect.poll(() => distanceFromEnd(page)).toBeGreaterThan(20);
    const kept = await settledScrollTop(page);
    expect(await distanceFromEnd(page)).toBeGreaterThan(20);
    const before = await replyText();
    await expect.poll(replyText).toBeGreaterThan(before + 200);
    expect(Math.abs((await scrollTop(page)) - kept)).toBeLessThan(3);

    // Further up, the button to the end shows; it brings the following back.
    await page.mouse.wheel(0, -900);
    const button = page.getByRole('button', { name: 'Scroll to the latest message' });
    await expect(button).toBeVisible();
    const far = await settledScrollTop(page);
    await expect(button).toBeVisible();
    const later = await replyText();
    await expect.poll(replyText).toBeGreaterThan(later + 200);
    expect(Math.abs((await scrollTop(page)) - far)).toBeLessThan(3);
    await button.click();
    await expect.poll(() => distanceFromEnd(page)).toBeLessThan(50);
    const resumed = await replyText();
    await expect.poll(replyText).toBeGreaterThan(resumed + 200);
    await expect.poll(() => distanceFromEnd(page)).toBeLessThan(50);

    // The on-screen keyboard takes 300 px: a reader at the end stays at the end.
    await page.setViewportSize({ width: 375, height: 420 });
    await expect.poll(() => distanceFromEnd(page)).toBeLessThan(50);
    await stop.click();
  });
});

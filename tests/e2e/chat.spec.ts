import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { REALISTIC_REPLY_SPEED, expect, test } from './support/fixtures';
import { captureBothWidths } from './support/screens';
import { messageInput, sendAndWaitForReply, sendMessage } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';

const replies = (page: Page) => page.getByRole('article', { name: /^Reply from/ });
const lastReply = (page: Page) => replies(page).last();

// The reply has begun once this returns, so the Send button seen afterwards means the reply is done.
const send = (page: Page, text: string) => sendMessage(page, text);

async function waitForReplyDone(page: Page) {
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
}

for (const who of ['guest', 'pro@demo.test'] as const) {
  test.describe(`chat as ${who}`, () => {
    // [[drop]] breaks the connection mid-reply on purpose; Chromium logs the cut response.
    test.use({ allowedConsoleErrors: [/ERR_INCOMPLETE_CHUNKED_ENCODING/] });
    test.beforeEach(async ({ page }) => {
      if (who !== 'guest') await signIn(page, who);
      else await page.goto('/chat/new');
      await expect(messageInput(page)).toBeVisible();
    });

    // A guest's Stop, Continue, Regenerate and error texts are the same screens as an account's: one is
    // enough. A guest's reply is walked by [[drop]] below and by the send-code test at the end.
    const forAccounts = who === 'guest' ? test.skip : test;

    forAccounts('a reply streams in, then Stop leaves it cancelled and the input ready', async ({ page }) => {
      // Watches the reply grow: the mock's own pace, not the suite's fast one.
      await page.request.post(`${MOCK_SERVER_URL}/__mock/settings`, {
        data: { tokensPerSecond: REALISTIC_REPLY_SPEED },
      });
      await send(page, 'Explain closures in JavaScript');
      await expect(page.getByRole('article', { name: 'Your message' })).toContainText('Explain closures');
      const reply = lastReply(page);
      await expect(reply).not.toBeEmpty();
      // Streaming: the text grows while the Stop button is shown.
      await expect(page.getByRole('button', { name: 'Stop generating' }).first()).toBeVisible();
      const early = (await reply.innerText()).length;
      await expect.poll(async () => (await reply.innerText()).length).toBeGreaterThan(early);
      await waitForReplyDone(page);

      await send(page, 'Tell me a long story [[slow]]');
      await expect.poll(async () => (await lastReply(page).innerText()).length).toBeGreaterThan(30);
      await page.getByRole('button', { name: 'Stop generating' }).first().click();
      await expect(lastReply(page)).toContainText('Stopped before the end.');
      await expect(messageInput(page)).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    });

    forAccounts('[[length]] offers Continue, which extends the same reply', async ({ page }) => {
      await send(page, 'Describe tables [[length]]');
      await waitForReplyDone(page);
      const before = await lastReply(page).innerText();
      await page.getByRole('button', { name: 'Continue generating' }).click();
      await waitForReplyDone(page);
      await expect(replies(page)).toHaveCount(1);
      const after = await lastReply(page).innerText();
      expect(after.length).toBeGreaterThan(before.length);
      await expect(page.getByRole('group', { name: 'Response variants' })).toHaveCount(0);
    });

    forAccounts('Regenerate makes a sibling: 2/2, then 1/2', async ({ page }) => {
      await send(page, 'Give me three tips for sleep');
      await waitForReplyDone(page);
      // A reply that ends before the markdown renderer has loaded shows as text until it has.
      await expect(lastReply(page).getByRole('listitem').first()).toBeVisible();
      const first = await lastReply(page).innerText();
      const copyAt = async () =>
        (await lastReply(page).getByRole('button', { name: 'Copy to clipboard' }).boundingBox())!.x;
      const before = await copyAt();
      await page.getByRole('button', { name: 'Regenerate response' }).click();
      await waitForReplyDone(page);
      // The switcher appears beside the action buttons without moving them (issue #15 item 8).
      expect(await copyAt()).toBe(before);
      const variants = page.getByRole('group', { name: 'Response variants' });
      await expect(variants).toContainText('2/2');
      // By keyboard: the variant shown is another row, and focus stays on its switcher (issue #15).
      await variants.getByRole('button', { name: 'Previous variant' }).focus();
      await page.keyboard.press('Enter');
      await expect(variants).toContainText('1/2');
      expect(await lastReply(page).innerText()).toContain(first.trim());
      await expect(variants.getByRole('button', { name: 'Next variant' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(variants).toContainText('2/2');
      await expect(variants.getByRole('button', { name: 'Previous variant' })).toBeFocused();
    });

    test('[[drop]] waits for the server, then leaves the partial reply unfinished and the box closed', async ({
      page,
    }) => {
      await send(page, 'Write about rivers [[drop]]');
      await expect(lastReply(page)).toContainText('Message was not finished.', { timeout: 20_000 });
      // The prompt is in the chat, not back in the box (issue #26 item 4).
      await expect(messageInput(page)).toHaveValue('');
      await expect(messageInput(page)).toBeDisabled();
    });

    forAccounts('each error trigger shows its text', async ({ page }) => {
      const cases = [
        ['[[error:invalid_api_key]] hi', 'Invalid API key.'],
        ['[[error:insufficient_quota]] hi', 'the default API key has reached its limit'],
        ['[[error:500]] hi', 'Oops! Something went wrong. Please try again in a few moments.'],
      ] as const;
      for (const [prompt, expected] of cases) {
        await page.goto('/chat/new');
        await send(page, prompt);
        await expect(page.getByRole('alert').filter({ hasText: expected })).toBeVisible({ timeout: 15_000 });
        // Spec section 3: an errored reply closes the box, which says why; the prompt is in the chat.
        await expect(messageInput(page)).toBeDisabled();
        await expect(messageInput(page)).toHaveValue('');
        await expect(messageInput(page)).toHaveAttribute(
          'placeholder',
          /^This reply was interrupted or failed\./,
        );
      }
      // The details read as words, not JSON.
      await expect(
        page.getByRole('alert').filter({ hasText: 'HTTP 500: The server had an error' }),
      ).toBeVisible();

      // The key message names a button that exists, and the button is in the box (issue #15 item 3).
      await page.goto('/chat/new');
      await send(page, '[[error:invalid_api_key]] hi');
      const keyError = page.getByRole('alert').filter({ hasText: 'Invalid API key.' });
      await expect(keyError).toContainText('choose “Set token for OpenAI”');
      await keyError.getByRole('button', { name: 'Set token for OpenAI' }).click();
      await expect(page.getByRole('dialog', { name: 'Set token for OpenAI' })).toBeVisible();
    });
  });
}

test.describe('chat safety, branching and drafts (pro)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'pro@demo.test');
  });

  test('raw HTML and javascript: links in a reply run nothing', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await send(page, 'Show me markup [[unsafe]]');
    await waitForReplyDone(page);
    const reply = lastReply(page);
    await expect(reply).toContainText('<img src=x onerror=alert(1)>');
    await expect(reply.locator('img')).toHaveCount(0);
    await expect(reply.locator('script')).toHaveCount(0);
    for (const href of await reply
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href ?? '').not.toMatch(/^\s*javascript:/i);
    }
    const normal = reply.getByRole('link', { name: 'normal one' });
    await expect(normal).toHaveAttribute('target', '_blank');
    await expect(normal).toHaveAttribute('rel', /noopener/);
    await reply.getByText('harmless looking link').click();
    expect(dialogs).toBe(0);
  });

  test('editing a user message and submitting makes a branch', async ({ page }) => {
    await send(page, 'Name a fruit');
    await waitForReplyDone(page);
    const question = page.getByRole('article', { name: 'Your message' });
    await question.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Edit message' }).fill('Name a vegetable');
    await page.getByRole('button', { name: 'Save & Submit' }).click();
    await waitForReplyDone(page);
    await expect(question).toContainText('Name a vegetable');
    const variants = question.getByRole('group', { name: 'Response variants' });
    await expect(variants).toContainText('2/2');
    await variants.getByRole('button', { name: 'Previous variant' }).click();
    await expect(question).toContainText('Name a fruit');
  });

  test('six images are refused; one image uploads and is sent with the message', async ({ page }) => {
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const file = (name: string) => ({ name, mimeType: 'image/png', buffer: png });
    await page.goto('/chat/gpt-4o');
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => file(`${n}.png`)));
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
      'You can only upload up to 5 files',
    );
    await picker.setInputFiles([file('dot.png')]);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled({ timeout: 10_000 });
    await send(page, 'What is in this picture?');
    await waitForReplyDone(page);
    await expect(page.getByRole('article', { name: 'Your message' }).locator('img')).toHaveCount(1);
  });

  test('the draft survives a reload', async ({ page }) => {
    await messageInput(page).fill('A draft I have not sent yet');
    await page.reload();
    await expect(messageInput(page)).toHaveValue('A draft I have not sent yet');
  });

  test('an opened conversation shows its messages; axe is clean in light and dark', async ({ page }) => {
    await sendAndWaitForReply(page, 'Write a small python example with a table');
    // Reload only once the chat has its own address; /chat/new would open empty.
    await expect(page).toHaveURL(/\/chat\/(?!new$)[\w-]+$/);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      await page.reload();
      await expect(replies(page)).toHaveCount(1);
      await expectNoSeriousA11yViolations(page, `chat (${theme})`, { coloursOnly: theme === 'dark' });
      await captureBothWidths(page, `chat-conversation-${theme}`);
    }
  });
});

test.describe('the send code loads with the first words typed', () => {
  test('a guest page fetches none of it; Enter pressed twice while it downloads sends one message', async ({
    page,
  }) => {
    const asks: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/ask\//.test(new URL(request.url()).pathname)) asks.push(request.url());
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const engineRequested = new Promise<void>((resolve) => {
      void page.route(/\/assets\/send-engine-[\w-]+\.js$/, async (route) => {
        resolve();
        await held;
        await route.continue();
      });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/chat/new');
    await expect(messageInput(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((path) => /send-engine|sidebar-history|mood-prompt|session-socket/.test(path)),
    ).toEqual([]);

    await messageInput(page).fill('Hello there');
    await engineRequested;
    await messageInput(page).press('Enter');
    await messageInput(page).press('Enter');
    release();
    await expect(page.getByRole('article', { name: 'Your message' })).toHaveCount(1);
    await expect(page.getByRole('article', { name: /^Reply from/ })).toHaveCount(1);
    await waitForReplyDone(page);
    expect(asks).toHaveLength(1);
  });
});

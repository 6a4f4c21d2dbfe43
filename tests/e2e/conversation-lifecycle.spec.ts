/**
 * The conversation lifecycle as users move through it (issue #26): Back, Forward, reopening from the
 * history, leaving and reloading in the middle of a reply. Each test failed on the code before the
 * address became the one source of the open conversation.
 */
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { messageInput, sendMessage } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';

const mine = (page: Page) => page.getByRole('article', { name: 'Your message' });
const replies = (page: Page) => page.getByRole('article', { name: /^Reply from/ });
/** A reply's words without its buttons (a signed-in user's "Try again with…" comes once its models load). */
const replyText = (page: Page) => replies(page).last().locator('[data-message-body]').innerText();
const history = (page: Page) => page.getByRole('region', { name: 'Chat history' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop generating' }).first();

async function replyDone(page: Page) {
  await expect(sendButton(page)).toBeVisible({ timeout: 20_000 });
}

test.describe('a conversation keeps its place (pro)', () => {
  test.use({ allowedConsoleErrors: [/ERR_INCOMPLETE_CHUNKED_ENCODING/] });
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'pro@demo.test');
    await expect(messageInput(page)).toBeVisible();
  });

  test('a chat made in this tab reopens by Back, Forward and the history without a reload', async ({
    page,
  }) => {
    await sendMessage(page, 'First question');
    await replyDone(page);
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    const address = page.url();
    // Read once the markdown renderer has drawn it (a reply that ends before it has loaded shows as text).
    await expect(replies(page).last().getByRole('table')).toBeVisible();
    const firstReply = await replyText(page);

    await page.getByRole('link', { name: 'New chat' }).first().click();
    await expect(page).toHaveURL(/\/chat\/new$/);
    await expect(page.getByRole('heading', { name: 'How can I help you today?' })).toBeVisible();
    await expect(mine(page)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(address);
    await expect(mine(page)).toHaveCount(1);
    await expect(mine(page)).toContainText('First question');
    await expect.poll(() => replyText(page)).toBe(firstReply);

    await page.goForward();
    await expect(page).toHaveURL(/\/chat\/new$/);
    await expect(mine(page)).toHaveCount(0);

    // A second chat in the same tab, then both from the history.
    await sendMessage(page, 'Second question');
    await replyDone(page);
    const second = page.url();
    await history(page).getByRole('link', { name: 'First question' }).click();
    await expect(page).toHaveURL(address);
    await expect(mine(page)).toHaveCount(1);
    await expect(mine(page)).toContainText('First question');
    await history(page).getByRole('link', { name: 'Second question' }).click();
    await expect(page).toHaveURL(second);
    await expect(mine(page)).toHaveCount(1);
    await expect(mine(page)).toContainText('Second question');
    await expect(page.getByRole('heading', { name: 'How can I help you today?' })).toHaveCount(0);
  });

  test('leaving a chat while its reply streams and coming back shows the reply still growing, with Stop', async ({
    page,
  }) => {
    await history(page).getByRole('link', { name: 'Relaxed weekend in Lisbon' }).click();
    await expect(mine(page).first()).toBeVisible();
    const before = await mine(page).count();
    await sendMessage(page, 'What about Porto instead? [[slow]]');
    await expect(stopButton(page)).toBeVisible();
    const lisbon = page.url();

    await history(page).getByRole('link', { name: 'Sum a CSV column in Python' }).click();
    await expect(page).not.toHaveURL(lisbon);
    await expect(mine(page).first()).toContainText('CSV');
    // The chat that is still writing says so in the history.
    await expect(history(page).getByRole('link', { name: /Relaxed weekend in Lisbon/ })).toContainText(
      'Writing',
    );

    await history(page)
      .getByRole('link', { name: /Relaxed weekend in Lisbon/ })
      .click();
    await expect(mine(page)).toHaveCount(before + 1);
    await expect(mine(page).last()).toContainText('What about Porto instead? [[slow]]');
    await expect(stopButton(page)).toBeVisible();
    // Nothing sent is back in the box.
    await expect(messageInput(page)).toHaveValue('');
    const grown = (await replyText(page)).length;
    await expect.poll(async () => (await replyText(page)).length).toBeGreaterThan(grown);

    await stopButton(page).click();
    await replyDone(page);
    await expect(mine(page)).toHaveCount(before + 1);
    // Sent once: the server holds one such message.
    await page.reload();
    await expect(mine(page).filter({ hasText: 'What about Porto instead?' })).toHaveCount(1);
  });

  test('a reload while a reply streams shows the reply being written, then the whole reply', async ({
    page,
  }) => {
    await page.request.post(`${MOCK_SERVER_URL}/__mock/settings`, { data: { tokensPerSecond: 30 } });
    await sendMessage(page, 'Tell me about the history of maps [[chars:900]]');
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect(stopButton(page)).toBeVisible();
    await expect.poll(async () => (await replyText(page)).length).toBeGreaterThan(20);

    await page.reload();
    await expect(mine(page)).toHaveCount(1);
    await expect(mine(page)).toContainText('Tell me about the history of maps [[chars:900]]');
    // Being written: the reply is there and Stop too, without another reload.
    await expect(stopButton(page)).toBeVisible();
    await replyDone(page);
    await expect(replies(page)).toHaveCount(1);
    await expect(replies(page).last()).not.toContainText('Message was not finished');
    expect((await replyText(page)).length).toBeGreaterThan(600);
    await expect(messageInput(page)).toBeEnabled();
    await expect(messageInput(page)).toHaveValue('');
  });

  test('a failed reply closes the box without the failed prompt in it; Edit and Save & Submit recover', async ({
    page,
  }) => {
    await sendMessage(page, '[[error:500]] hi');
    await expect(page.getByRole('alert').filter({ hasText: 'Oops! Something went wrong' })).toBeVisible();
    await expect(messageInput(page)).toBeDisabled();
    await expect(messageInput(page)).toHaveValue('');
    await expect(messageInput(page)).toHaveAttribute('placeholder', /.+/);

    await mine(page).last().getByRole('button', { name: 'Edit' }).click();
    const editor = mine(page).last().getByRole('textbox', { name: 'Edit message' });
    await editor.fill('A question that works');
    await mine(page).last().getByRole('button', { name: 'Save & Submit' }).click();
    await replyDone(page);
    await expect(messageInput(page)).toBeEnabled();
    await expect(messageInput(page)).toHaveValue('');
  });
});

// Issue #41, item 1: with the ask request slow and another chat opened at once, Back led to /chat/new
// showing the named chat, and a second prompt sent there stayed at /chat/new (a reload lost the chat).
test.describe('the address follows its conversation (pro)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'pro@demo.test');
    await expect(messageInput(page)).toBeVisible();
  });

  test('Back to a chat named while the user was elsewhere shows it at /chat/{id}, and a prompt there lands in it', async ({
    page,
  }) => {
    await sendMessage(page, 'An older chat');
    await replyDone(page);
    await page.getByRole('link', { name: 'New chat' }).first().click();
    await expect(page).toHaveURL(/\/chat\/new$/);

    // A slow network: the ask is held back 2.5 s, so `created` comes after the user has left. The reply then
    // comes whole, once the server has written it, so the test knows when it has come (a short reply could
    // be written between two looks at the history's "Writing…" mark).
    // Held by a flag rather than taken off with unroute, which raced the next ask under load: the handler
    // caught that ask too and then found it handled, so it never left.
    let holding = true;
    let delivered = () => {};
    const replied = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    await page.route(/\/api\/ask\/[^/]+$/, async (route) => {
      if (!holding) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.fulfill({ response: await route.fetch() });
      delivered();
    });
    await messageInput(page).fill('Held back question');
    await messageInput(page).press('Enter');
    await history(page).getByRole('link', { name: 'An older chat' }).click();
    await expect(mine(page)).toContainText('An older chat');
    // The held chat is named and written meanwhile: it shows in the history, done writing.
    await replied;
    const named = history(page).getByRole('link', { name: /Held back question|New Chat/ });
    await expect(named).toBeVisible({ timeout: 15_000 });
    await expect(history(page).getByText('Writing…')).toHaveCount(0, { timeout: 20_000 });
    holding = false;

    await page.goBack();
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    const address = page.url();
    await expect(mine(page)).toHaveCount(1);
    await expect(mine(page)).toContainText('Held back question');

    await sendMessage(page, 'Second question here');
    await replyDone(page);
    await expect(page).toHaveURL(address);
    await page.reload();
    await expect(mine(page)).toHaveText([/Held back question/, /Second question here/]);
  });
});

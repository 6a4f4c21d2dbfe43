/**
 * Two tabs of one browser on the same account agree (issue #41, item 2): a reply written in one shows as
 * being written in the other, which fills in when it is done and cannot reply under the half message; a
 * conversation deleted in one leaves the other; each tab's new chat keeps its own draft.
 */
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { messageInput, sendAndWaitForReply, sendMessage } from './support/chat';
import { expect, REALISTIC_REPLY_SPEED, test } from './support/fixtures';

const replies = (page: Page) => page.getByRole('article', { name: /^Reply from/ });
const history = (page: Page) => page.getByRole('region', { name: 'Chat history' });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop generating' }).first();

test.describe('two tabs (pro)', () => {
  test.use({ replyTokensPerSecond: REALISTIC_REPLY_SPEED });

  test('a reply written in one tab shows as being written in the other, then whole', async ({
    page,
    context,
  }) => {
    await signIn(page, 'pro@demo.test');
    await sendAndWaitForReply(page, 'Short start');
    const address = page.url();
    const other = await context.newPage();
    await other.goto(address);
    await expect(replies(other)).toHaveCount(1);

    await sendMessage(page, 'A long answer please [[chars:450]]');
    // The other tab: the question, the reply growing, and no way to send under it meanwhile.
    await expect(other.getByRole('article', { name: 'Your message' }).last()).toContainText(
      'A long answer please',
      { timeout: 10_000 },
    );
    await expect(stopButton(other)).toBeVisible();
    await expect(other.getByRole('button', { name: 'Send message' })).toHaveCount(0);
    await expect(history(other).getByText('Writing…')).toBeVisible();

    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 40_000 });
    const whole = await replies(page).last().innerText();
    await expect.poll(() => replies(other).last().innerText(), { timeout: 15_000 }).toBe(whole);
    await expect(history(other).getByText('Writing…')).toHaveCount(0);
    await expect(replies(other)).toHaveCount(2);
  });

  test('a chat opened while another tab writes into it shows the reply being written', async ({
    page,
    context,
  }) => {
    await signIn(page, 'pro@demo.test');
    await sendAndWaitForReply(page, 'Short start');
    const address = new URL(page.url()).pathname;
    // The other tab read the chat a moment ago, then went to a new chat of its own.
    const other = await context.newPage();
    await other.goto(address);
    await expect(replies(other)).toHaveCount(1);
    await other.getByRole('link', { name: 'New chat' }).first().click();
    await expect(other).toHaveURL(/\/chat\/new$/);

    await sendMessage(page, 'A long answer please [[chars:900]]');
    await expect(history(other).getByText('Writing…')).toBeVisible({ timeout: 10_000 });
    await history(other).locator(`a[href="${address}"]`).click();
    // What it read before is not what the chat holds now: the question, and the reply being written.
    await expect(other.getByRole('article', { name: 'Your message' }).last()).toContainText(
      'A long answer please',
      { timeout: 5_000 },
    );
    await expect(stopButton(other)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 40_000 });
    const whole = await replies(page).last().innerText();
    await expect.poll(() => replies(other).last().innerText(), { timeout: 15_000 }).toBe(whole);
  });

  test('a chat deleted in one tab leaves the other; each new chat keeps its own draft', async ({
    page,
    context,
  }) => {
    await signIn(page, 'pro@demo.test');
    await sendAndWaitForReply(page, 'Soon deleted');
    const other = await context.newPage();
    await other.goto('/chat/new');
    await expect(history(other).getByRole('link', { name: /Soon deleted|New Chat/ })).toBeVisible();

    // Drafts: each tab's new chat is its own.
    await page.getByRole('link', { name: 'New chat' }).first().click();
    await messageInput(page).fill('Typed in the first tab');
    await messageInput(other).fill('Typed in the second tab');
    await other.reload();
    await expect(messageInput(other)).toHaveValue('Typed in the second tab');
    await page.reload();
    await expect(messageInput(page)).toHaveValue('Typed in the first tab');

    await history(page)
      .getByRole('link', { name: /Soon deleted/ })
      .hover();
    await history(page)
      .getByRole('button', { name: /^Delete Soon deleted/ })
      .click();
    await history(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(history(page).getByRole('link', { name: /Soon deleted/ })).toHaveCount(0);
    await expect(history(other).getByRole('link', { name: /Soon deleted/ })).toHaveCount(0);
  });
});

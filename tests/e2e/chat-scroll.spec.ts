import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { messageInput } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';
import { REALISTIC_REPLY_SPEED, expect, test } from './support/fixtures';

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const distanceFromEnd = (page: Page) =>
  log(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

/** A conversation of `pairs` questions and 1,500-character replies: long enough to scroll. */
async function seedConversation(pairs: number): Promise<string> {
  const seeded = await fetch(`${MOCK_SERVER_URL}/__mock/seed-conversation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'pro@demo.test', pairs, chars: 1500 }),
  });
  return ((await seeded.json()) as { conversationId: string }).conversationId;
}

// The reader's scroll is checked on a phone, the error box on a desktop: one width each keeps the suite short.
test.describe('the message list at 375 px', () => {
  // The reader scrolls while the reply is still coming.
  test.use({ replyTokensPerSecond: REALISTIC_REPLY_SPEED });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await signIn(page, 'pro@demo.test');
  });

  test('a reader who scrolls up during a reply stays there when it ends, with the button back', async ({
    page,
  }) => {
    await page.goto(`/chat/${await seedConversation(3)}`);
    await messageInput(page).fill('Now a longer story please [[chars:1500]]');
    await messageInput(page).press('Enter');
    await expect(page.getByRole('button', { name: 'Stop generating' }).first()).toBeVisible();
    await log(page).hover();
    await page.mouse.wheel(0, -900);
    await expect.poll(() => distanceFromEnd(page)).toBeGreaterThan(500);
    const button = page.getByRole('button', { name: 'Scroll to the latest message' });
    await expect(button).toBeVisible();
    const kept = await log(page).evaluate((element) => element.scrollTop);
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 60_000 });
    expect(Math.abs((await log(page).evaluate((element) => element.scrollTop)) - kept)).toBeLessThan(5);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => distanceFromEnd(page)).toBeLessThan(50);
  });
});

test.describe('the message list at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, 'pro@demo.test');
  });

  test('a failed reply is brought fully into view, above the Regenerate button', async ({ page }) => {
    await page.goto(`/chat/${await seedConversation(2)}`);
    await messageInput(page).fill('Why is it so long? [[error:500]]');
    await messageInput(page).press('Enter');
    const error = page.getByRole('alert').filter({ hasText: 'Oops! Something went wrong.' });
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(error).toBeInViewport({ ratio: 1 });
    const box = (await error.boundingBox())!;
    const regenerate = (await page
      .getByRole('button', { name: 'Regenerate response' })
      .last()
      .boundingBox())!;
    const listBottom = (await log(page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(listBottom.y + listBottom.height + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(regenerate.y + 1);
  });
});

import type { Locator } from '@playwright/test';
import { signIn } from './support/auth';
import { sendAndWaitForReply } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';

/** The menu lies inside the 375 px viewport and does not cover its own button. */
async function expectInsideAndBeside(menu: Locator, trigger: Locator) {
  const box = (await menu.boundingBox())!;
  const button = (await trigger.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y).toBeGreaterThanOrEqual(0);
  const overlaps =
    box.x < button.x + button.width &&
    button.x < box.x + box.width &&
    box.y < button.y + button.height &&
    button.y < box.y + box.height;
  expect(overlaps).toBe(false);
}

test.describe('the chat on a phone (375 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'free@demo.test');
  });

  test('the bars above the first message take at most 100 px; Export sits in the top bar; Translate fits', async ({
    page,
  }) => {
    const log = page.getByRole('log', { name: 'Conversation' });
    await sendAndWaitForReply(page, 'Tell me about rivers');
    const top = (await log.boundingBox())!.y;
    expect(top).toBeLessThanOrEqual(100);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Export conversation' })).toBeVisible();
    // Nothing appeared above the list after the first reply to push the page down.
    expect((await log.boundingBox())!.y).toBe(top);
    // The reply's Translate menu opens inside the screen, beside its button.
    const translate = page
      .getByRole('article', { name: /^Reply from/ })
      .getByRole('button', { name: 'Translate' });
    await translate.click();
    await expectInsideAndBeside(page.getByRole('menu'), translate);
  });

  test('the model carousel shows an arrow only where more buttons are hidden', async ({ page }) => {
    const carousel = page.getByTestId('model-carousel');
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Previous models' })).toBeHidden();
    const more = carousel.getByRole('button', { name: 'More models' });
    await expect(more).toBeVisible();
    await more.click();
    await expect(carousel.getByRole('button', { name: 'Previous models' })).toBeVisible();
  });

  test('All models opens inside the screen, beside its button', async ({ page }) => {
    const allModels = page.getByRole('button', { name: 'All models' });
    await allModels.click();
    await expectInsideAndBeside(page.getByRole('menu'), allModels);
  });
});

test.describe('the phone drawer (375 px)', () => {
  test('a followed link and Back close it; a chat named while it is open leaves it open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.request.post(`${MOCK_SERVER_URL}/__mock/settings`, { data: { tokensPerSecond: 30 } });
    await signIn(page, 'pro@demo.test');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const openDrawer = () => page.getByRole('button', { name: 'Open sidebar' }).click();

    // A first message whose reply is still being written: the server names the chat (the address becomes
    // /chat/{id}) while the user looks at the drawer, which stays open.
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Tell me about deltas');
    await box.press('Enter');
    await openDrawer();
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect(sidebar).toBeVisible();

    // A chat from the history: the drawer closes and the chat shows.
    await sidebar.getByRole('link', { name: 'Sum a CSV column in Python' }).click();
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('article', { name: 'Your message' }).first()).toBeVisible();

    // Back with the drawer open: the drawer closes with the page it was opened over.
    await openDrawer();
    await expect(sidebar).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
    await expect(sidebar).toBeHidden();
  });
});

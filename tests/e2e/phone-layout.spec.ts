import { loginViaUi } from './support/auth';
import { sendAndWaitForReply } from './support/chat';
import { expect, test } from './support/fixtures';

test.describe('the chat on a phone (375 px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginViaUi(page, 'free@demo.test');
  });

  test('the bars above the first message take at most 100 px; Export sits in the top bar', async ({
    page,
  }) => {
    const log = page.getByRole('log', { name: 'Conversation' });
    await sendAndWaitForReply(page, 'Tell me about rivers');
    const top = (await log.boundingBox())!.y;
    expect(top).toBeLessThanOrEqual(100);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Export conversation' })).toBeVisible();
    // Nothing appeared above the list after the first reply to push the page down.
    expect((await log.boundingBox())!.y).toBe(top);
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
});

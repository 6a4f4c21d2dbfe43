/**
 * The image details dialog on a 375 px touch phone (issue #27): it fits the screen whatever the
 * picture's shape (Close always in view, the body scrolls), and it closes with Escape, a tap on the
 * backdrop and the browser's Back, which leaves the user on /image-gen; Back still leaves the page after.
 */
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';

const PHONE = { width: 375, height: 667 };
test.use({ viewport: PHONE, hasTouch: true });

const collection = (page: Page) => page.getByRole('list', { name: 'Your images' });

async function expectInViewport(page: Page, name: string) {
  const box = await page
    .getByRole('dialog', { name: 'Image details' })
    .getByRole('button', { name })
    .boundingBox();
  expect(box, `${name} has a box`).not.toBeNull();
  expect(box!.y, `${name} top`).toBeGreaterThanOrEqual(0);
  expect(box!.x, `${name} left`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${name} bottom`).toBeLessThanOrEqual(PHONE.height);
  expect(box!.x + box!.width, `${name} right`).toBeLessThanOrEqual(PHONE.width);
}

test('the details dialog fits a phone for 1:1, 2:3 and 9:16 and closes by Escape, backdrop and Back', async ({
  page,
}) => {
  const settings = await fetch(`${MOCK_SERVER_URL}/__mock/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ imageGenerationMs: 0 }),
  });
  expect(settings.ok).toBe(true);
  await signIn(page, 'pro@demo.test');
  await page.goto('/image-gen');
  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  const ratios = ['1:1', '2:3', '9:16'] as const;
  for (const ratio of ratios) {
    await page.getByRole('combobox', { name: 'Aspect ratio' }).selectOption(ratio);
    await prompt.fill(`A ${ratio} harbour`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(collection(page).getByRole('img', { name: `A ${ratio} harbour` })).toBeVisible();
  }

  const details = page.getByRole('dialog', { name: 'Image details' });
  const close: Record<(typeof ratios)[number], () => Promise<void>> = {
    '1:1': () => page.keyboard.press('Escape'),
    // A tap on the backdrop above the panel.
    '2:3': () => page.touchscreen.tap(PHONE.width / 2, 6),
    '9:16': async () => {
      await page.goBack();
    },
  };
  for (const ratio of ratios) {
    const picture = collection(page).getByRole('img', { name: `A ${ratio} harbour` });
    await picture.scrollIntoViewIfNeeded();
    await picture.tap();
    await expect(details).toBeVisible();
    const image = details.getByRole('img', { name: `A ${ratio} harbour` });
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);
    await expectInViewport(page, 'Close');
    // The body scrolls to the last action, and the title bar's Close stays in view.
    const remove = details.getByRole('button', { name: 'Delete image' });
    await remove.scrollIntoViewIfNeeded();
    await expect(remove).toBeInViewport();
    await expectInViewport(page, 'Close');

    await close[ratio]();
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/image-gen$/);
  }
  // The dialog's history entries are gone: Back leaves the page as it did before.
  await page.goBack();
  await expect(page).toHaveURL(/\/chat\/new$/);
});

import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { messageInput } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { captureBothWidths } from './support/screens';
import { setTheme, THEMES } from './support/theme';

async function creditsLeft(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const line = page.getByText(/^Credits left: /);
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

/** Signed in already: asks DALL-E for `prompt` and waits for the picture. */
async function askForPicture(page: Page, prompt: string) {
  await page.request.post(`${MOCK_SERVER_URL}/__mock/settings`, { data: { imageGenerationMs: 300 } });
  await page.goto('/chat/dall-e');
  await expect(page.getByRole('button', { name: 'Presets and endpoints (current: DALL-E)' })).toBeVisible();
  await messageInput(page).fill(prompt);
  await messageInput(page).press('Enter');
  const picture = page.getByRole('img', { name: `Generated image: ${prompt}` });
  await expect(picture).toBeVisible({ timeout: 15_000 });
  expect(
    await picture.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
  ).toBe(1024);
  const reply = page.getByRole('article', { name: /^Reply from/ }).filter({ has: picture });
  await expect(reply.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  return { picture, reply };
}

test('DALL-E as PRO MAX: the picture in the reply, full size, download, a regenerated sibling, credits spent', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'promax@demo.test');
  const before = await creditsLeft(page);
  const { picture, reply } = await askForPicture(page, 'A paper kite over the sea');
  // The credits are read again once the reply has landed, a moment after the picture shows.
  await expect.poll(() => creditsLeft(page), { timeout: 10_000 }).not.toBe(before);

  await reply.getByRole('button', { name: 'Open image full size' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generated image' });
  await expect(dialog.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const downloading = page.waitForEvent('download');
  await reply.getByRole('button', { name: 'Download image' }).click();
  expect((await downloading).suggestedFilename()).toBe('a-paper-kite-over-the-sea.png');

  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoSeriousA11yViolations(page, `picture reply (${theme})`, { coloursOnly: theme === 'dark' });
    await captureBothWidths(page, `picture-reply-${theme}`);
  }

  const first = await picture.getAttribute('src');
  await reply.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('2/2')).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('img', { name: 'Generated image: A paper kite over the sea' }),
  ).not.toHaveAttribute('src', first ?? '');
});

test('DALL-E as PRO: regenerating a picture opens the upgrade page in a new tab and sends nothing', async ({
  page,
  context,
}) => {
  await signIn(page, 'pro@demo.test');
  const { reply } = await askForPicture(page, 'A quiet harbour');
  let asked = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/ask/')) asked += 1;
  });
  await context.route('https://start.acme-chat.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Upgrade</title>' }),
  );
  const opened = context.waitForEvent('page');
  await reply.getByRole('button', { name: 'Regenerate' }).click();
  const tab = await opened;
  expect(tab.url()).toMatch(/^https:\/\/start\.acme-chat\.example\/upgrade\?ppg=59$/);
  await tab.close();
  expect(asked).toBe(0);
  await expect(page.getByText('2/2')).toHaveCount(0);
});

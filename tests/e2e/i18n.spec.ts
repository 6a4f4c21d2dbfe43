import { expect, test } from './support/fixtures';

test('?locales=de shows the German interface and survives a reload', async ({ page }) => {
  await page.goto('/chat/new?locales=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const tools = page.getByRole('heading', { name: 'Chatbot-Tools' });
  await expect(tools).toBeVisible();
  await page.goto('/chat/new');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(tools).toBeVisible();
});

test('?locales=cn shows Chinese and an unknown language falls back to English', async ({ page }) => {
  await page.goto('/login?locales=cn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
  await page.goto('/login?locales=xx');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
});

test('a locales cookie or address naming an object property opens in English, not on a blank page', async ({
  page,
  context,
  baseURL,
}) => {
  // The tenant's start site shares the cookie; `constructor` once gave i18n a function for a language.
  await context.addCookies([{ name: 'locales', value: 'constructor', url: baseURL! }]);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await page.goto('/login?locales=__proto__');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
});

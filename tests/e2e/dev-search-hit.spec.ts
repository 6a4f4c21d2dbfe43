/**
 * Under `npm run dev` (StrictMode runs every effect twice): a search hit opens its conversation at the
 * message it matched, marked, and the composer comes a frame after the rows and takes the focus (issue #43);
 * Back and Forward keep it so. Nothing is logged as an error on the way.
 */
import { messageInput } from './support/chat';
import { expect, test } from './support/fixtures';

test('dev: a search hit opens its chat at the message, then the composer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('pro@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('PRO');
  await page.goto('/search/column');
  const hit = page.locator('a[href*="?m="]').first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\?m=/);
  await expect(page.locator('[role="log"] article[data-linked]')).toBeVisible();
  await expect(messageInput(page)).toBeVisible();
  await expect(messageInput(page)).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/column/);
  await page.goForward();
  await expect(page.locator('[role="log"] article[data-linked]')).toBeVisible();
  await expect(messageInput(page)).toBeVisible();
  expect(errors).toEqual([]);
});

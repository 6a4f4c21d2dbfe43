import { expect, test } from './support/fixtures';

test('dev server: the app boots on the in-browser mock and a demo user can log in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(page.getByRole('heading', { name: 'How can I help you today?' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('pro@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('PRO');
});

/**
 * `npm run dev` is what a newcomer runs first, and React's StrictMode runs every effect twice there:
 * the app boots on the in-browser mock, the controls drawn on intent open on the first click, and a chat
 * sends, names itself and reopens.
 */
import { messageInput, sendMessage } from './support/chat';
import { expect, test } from './support/fixtures';

test('dev server: the app boots on the in-browser mock, a demo user logs in, the first click opens the account menu and the model menu; a chat sends and reopens', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(page.getByRole('heading', { name: 'How can I help you today?' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('pro@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const account = page.getByRole('button', { name: 'Account menu' });
  await expect(account).toContainText('PRO');

  await account.click();
  await expect(
    page.getByRole('region', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('region', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }),
  ).toHaveCount(0);
  await expect(account).toBeFocused();

  await page
    .getByRole('button', { name: /^Model / })
    .first()
    .click();
  await expect(page.getByRole('listbox').or(page.getByRole('menu')).first()).toBeVisible();
  await page.keyboard.press('Escape');

  await sendMessage(page, 'Hello from dev');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'New chat' }).first().click();
  await expect(messageInput(page)).toHaveValue('');
  await page.goBack();
  await expect(page.getByRole('article', { name: 'Your message' })).toContainText('Hello from dev');
});

import { loginViaUi } from './support/auth';
import { expect, test } from './support/fixtures';

test.describe('sign-in and sessions', () => {
  // Wrong credentials and bad reset tokens answer 4xx on purpose; Chromium logs each such response.
  test.use({ allowedConsoleErrors: [/status of (400|422)/] });
  test('pro@demo.test gets the PRO badge in the user card and sees the history', async ({ page }) => {
    await loginViaUi(page, 'pro@demo.test');
    const card = page.getByRole('button', { name: 'Account menu' });
    await expect(card).toContainText('pro@demo.test');
    await expect(card).toContainText('PRO');
    await expect(page.getByRole('heading', { name: 'Chat history' })).toBeVisible();
    await card.click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('pro@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown email shows the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('nobody@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Email does not exist.');
  });

  test('the session survives a reload through the refresh call', async ({ page }) => {
    await loginViaUi(page, 'promax@demo.test');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('PRO MAX');
  });

  test('logout lands on /login with every cookie cleared but the device settings', async ({
    page,
    context,
  }) => {
    await page.goto('/chat/new?ppg=72&chat_dsng=02');
    await loginViaUi(page, 'free@demo.test');
    expect((await context.cookies()).length).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Only the theme design (chat_dsng) stays: a device setting, like the language (issue #10).
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toEqual(['chat_dsng']);
    await page.goto('/chat/new');
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Guest User');
  });

  test('registration creates a free user and signs them in', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Username').fill('ada');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.test');
    await page.getByLabel('Password', { exact: true }).fill('analytical-1');
    await page.getByLabel('Confirm password').fill('analytical-2');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('analytical-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/chat\/new$/);
    const card = page.getByRole('button', { name: 'Account menu' });
    await expect(card).toContainText('ada@example.test');
    await expect(card).toContainText('FREE');
  });

  test('forgot and reset password, including a bad token', async ({ page }) => {
    await page.goto('/reset-password?token=bad&userId=nobody');
    await page.getByLabel('New password', { exact: true }).fill('new-password-1');
    await page.getByLabel('Confirm password').fill('new-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid or expired reset token');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login form has an Email field too: fill the reset form's once its page is there.
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('basic@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/Please check your email/)).toBeVisible();
  });
});

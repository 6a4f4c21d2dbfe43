import { loginViaUi } from './support/auth';
import { expect, test } from './support/fixtures';
import { saveScreenshot } from './support/screens';

test.describe('tenant B: the same build with config.json set to the in-browser mock', () => {
  // The last login after the reset answers 422 on purpose; Chromium logs that response.
  test.use({ allowedConsoleErrors: [/status of 422/] });
  test('brand, demo login and data that survives a reload', async ({ page }) => {
    await page.goto('/chat/new');
    await expect(page).toHaveTitle('Globex AI');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toContainText('Globex AI');
    await loginViaUi(page, 'enterprise@demo.test');
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('PRO');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('enterprise@demo.test');
  });

  test('a registered account is still there after a reload, until the demo data is reset', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Username').fill('grace');
    await page.getByLabel('Email', { exact: true }).fill('grace@example.test');
    await page.getByLabel('Password', { exact: true }).fill('cobol-rules-1');
    await page.getByLabel('Confirm password').fill('cobol-rules-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/chat\/new$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await loginViaUi(page, 'grace@example.test', 'cobol-rules-1');
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('grace@example.test');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(page).toHaveURL(/\/chat\/new$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Guest User');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('grace@example.test');
    await page.getByLabel('Password', { exact: true }).fill('cobol-rules-1');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Email does not exist.');
  });
});

test('tenant B: the demo’s upsells open its stand-in start site, labelled as the demo', async ({ page }) => {
  await page.goto('/chat/claude');
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  const frame = page.frameLocator('iframe[title="Create your free account"]');
  await expect(frame.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await expect(frame.getByRole('note')).toContainText('Demo start site.');
  await expect(dialog.getByText('Loading...')).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Activating AI chat...')).toHaveCount(0);
  await saveScreenshot(page, 'demo-start-register-1280');
});

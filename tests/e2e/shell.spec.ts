import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';

test.describe('the shell', () => {
  test('desktop sidebar: tools, promo card for guests, collapse remembered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/chat/new');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('heading', { name: 'Chatbot tools' })).toBeVisible();
    for (const name of ['New chat', 'Image generation', 'AI PDF reader', 'Video generation']) {
      await expect(sidebar.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: /Video generation/ })).toContainText('New');
    await expect(sidebar.getByRole('heading', { name: 'Get more with a free account' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Account menu' })).toContainText('Guest User');
    await expect(sidebar.getByRole('button', { name: 'Account menu' })).toContainText('FREE');

    await sidebar.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(sidebar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open sidebar' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('navVisible'))).toBe('false');
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  });

  test('mobile: sidebar starts closed, opens from the top bar, closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/chat/new');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Go Pro' })).toBeVisible();
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: /AI PDF reader/ }).click();
    await expect(page).toHaveURL(/\/chatpdf$/);
    await expect(sidebar).toBeHidden();
  });

  test('theme: light by default, dark and system from Themes, kept after reload', async ({ page }) => {
    await page.goto('/chat/new');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Themes' }).click();
    await page.getByRole('dialog', { name: 'Themes' }).getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Themes' }).click();
    await page.getByRole('dialog', { name: 'Themes' }).getByText('Sync to System', { exact: true }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('chat_dsng=02 switches the design variant', async ({ page }) => {
    await page.goto('/chat/new?chat_dsng=02');
    await expect(page.locator('html')).toHaveAttribute('data-design', '02');
    await page.goto('/chat/new');
    await expect(page.locator('html')).toHaveAttribute('data-design', '02');
  });

  test('the tool routes show their screens to a signed-in user', async ({ page }) => {
    await signIn(page, 'free@demo.test', '/image-gen');
    await expect(page.getByRole('heading', { name: 'Image generation', level: 1 })).toBeVisible();
    // A free user has no videos this month: the screen is there, covered by the monthly-limit overlay.
    await page.goto('/video-gen/veo-3');
    await expect(page.getByRole('heading', { name: 'Monthly limit reached' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Video generation', level: 1, includeHidden: true }),
    ).toBeAttached();
    await expect(page.getByRole('radio', { name: 'Veo 3', includeHidden: true })).toBeChecked();
    await page.goto('/shared_conversation/some-token');
    await expect(page.getByRole('heading', { name: 'Shared conversation' })).toBeVisible();
  });

  test('a guest on /image-gen is sent to the remembered chat model', async ({ page }) => {
    await page.goto('/chat/gpt-4o-mini');
    await page.goto('/image-gen');
    await expect(page).toHaveURL(/\/chat\/gpt-4o-mini$/);
    // A remembered pro model is not a guest's: its address asks them to register over a new chat.
    await page.goto('/chat/claude');
    await page.goto('/image-gen');
    await expect(page).toHaveURL(/\/chat\/new$/);
    await expect(page.getByRole('dialog', { name: 'Create your free account' })).toBeVisible();
  });
});

import { expectNoSeriousA11yViolations, expectTargetSizesOnPhone } from './support/a11y';
import { signIn } from './support/auth';
import { sendAndWaitForReply } from './support/chat';
import { captureBothWidths, saveScreenshot } from './support/screens';
import { expect, test } from './support/fixtures';
import { setTheme, THEMES } from './support/theme';

const GUEST_SCREENS = [
  { path: '/login', ready: 'Welcome back' },
  { path: '/register', ready: 'Create your account' },
  { path: '/forgot-password', ready: 'Reset your password' },
  { path: '/reset-password?token=t&userId=u', ready: 'Reset your password' },
  { path: '/chat/new', ready: 'How can I help you today?' },
  { path: '/chatpdf', ready: 'AI PDF reader' },
  { path: '/video-gen', ready: 'Video generation' },
  { path: '/shared_conversation/abc', ready: 'Shared conversation' },
];

test.describe('every screen: axe clean, screenshots at 375 and 1280', () => {
  // One load per screen, checked in light and dark (the theme switched in place, as the themes dialog does).
  test('guest screens in light and dark', async ({ page }) => {
    test.slow(); // sixteen axe checks
    for (const screen of GUEST_SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.ready, level: 1 })).toBeVisible();
      for (const theme of THEMES) {
        await setTheme(page, theme);
        await expectNoSeriousA11yViolations(page, `${screen.path} (${theme})`, {
          coloursOnly: theme === 'dark',
        });
        await captureBothWidths(page, `guest-${theme}${screen.path}`);
      }
      await expectTargetSizesOnPhone(page, screen.path);
      await setTheme(page, 'light');
    }
  });

  test('signed-in screens and the open user card', async ({ page }) => {
    await signIn(page, 'pro@demo.test');
    for (const path of ['/chat/new', '/image-gen', '/chatpdf', '/video-gen']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${path} (pro)`);
      await expectTargetSizesOnPhone(page, `${path} (pro)`);
      await captureBothWidths(page, `pro${path}`);
    }
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'user card');
    await saveScreenshot(page, 'pro-user-card-1280');
  });

  test('a conversation with variants and code, Settings and Advanced settings: targets of 24 px at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'pro@demo.test');
    await sendAndWaitForReply(page, 'Write a SQL query for top customers');
    await page.getByRole('button', { name: 'Regenerate response' }).last().click();
    await expect(page.getByRole('group', { name: 'Variants' }).last()).toContainText('2/2');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'conversation (375)');
    await page.getByRole('button', { name: 'Conversation settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Advanced settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'advanced settings (375)');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectNoSeriousA11yViolations(page, 'user card (375)');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings (375)');
  });

  test('German and Chinese screens', async ({ page }) => {
    for (const lang of ['de', 'zh']) {
      await page.goto(`/login?locales=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await captureBothWidths(page, `${lang}-login`);
      await page.goto('/chat/new');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/chat/new (${lang})`);
      await expectTargetSizesOnPhone(page, `/chat/new (${lang})`);
      await captureBothWidths(page, `${lang}-chat-new`);
    }
  });
});

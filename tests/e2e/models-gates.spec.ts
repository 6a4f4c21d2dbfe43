import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginViaUi, signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { captureBothWidths, saveScreenshot, SCREEN_WIDTHS } from './support/screens';
import { messageInput } from './support/chat';
import { setTheme, THEMES } from './support/theme';

/** Tenant A's registration site (tests/e2e/fixtures/config.mock-server.json); no network here, so stub it. */
const START_SITE = 'https://start.acme-chat.example';
const PAID_APP = 'https://paid.acme-chat.example/chat';

function stubPage(title: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:sans-serif;margin:0;padding:24px;background:#fff;color:#222">
<main><h1>${title}</h1><p>Stand-in for the registration site.</p></main></body></html>`;
}

async function stubExternalSites(context: BrowserContext) {
  const served: string[] = [];
  for (const site of [START_SITE, PAID_APP]) {
    await context.route(`${new URL(site).origin}/**`, (route) => {
      served.push(route.request().url());
      const path = new URL(route.request().url()).pathname;
      return route.fulfill({ contentType: 'text/html', body: stubPage(`Stub ${path}`) });
    });
  }
  return served;
}

/** Resizing closes menus, so open the menu afresh at each width before the screenshot. */
async function captureOpen(page: Page, name: string, open: () => Promise<void>) {
  const original = page.viewportSize();
  for (const size of SCREEN_WIDTHS) {
    await page.keyboard.press('Escape');
    await page.setViewportSize(size);
    await open();
    await saveScreenshot(page, `${name}-${size.width}`, { animations: 'disabled' });
  }
  await page.keyboard.press('Escape');
  if (original) await page.setViewportSize(original);
}

const dropdown = (page: Page) => page.getByRole('button', { name: /^Model\b/ });

// One walk, checked in light and dark where it stops (the theme switched in place, as the themes dialog does).
test('a guest choosing Claude gets the registration frame and stays on GPT-4o (light and dark)', async ({
  page,
  context,
}) => {
  test.slow(); // each check in two themes
  const served = await stubExternalSites(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/chat/new');
  await expect(dropdown(page)).toContainText('GPT-4o');
  await expect(page.getByRole('region', { name: 'Models' })).toBeVisible();

  await dropdown(page).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveCount(7);
  await expect(listbox.getByRole('option').nth(1)).toContainText('GPT-5');
  // Beside the PRO badge the hint does not say 'pro' again (issue #15 item 7).
  await expect(listbox.getByRole('option').nth(1)).toContainText('most accurate');
  await expect(listbox.getByRole('option').nth(1)).not.toContainText('accurate, pro');
  for (const theme of THEMES) {
    await setTheme(page, theme);
    if (!(await listbox.isVisible())) await dropdown(page).click();
    await expect(listbox).toBeVisible();
    await expectNoSeriousA11yViolations(page, `model dropdown (${theme})`, { coloursOnly: theme === 'dark' });
    await captureOpen(page, `models-dropdown-guest-${theme}`, async () => {
      await dropdown(page).click();
      await expect(listbox).toBeVisible();
    });
  }
  await setTheme(page, 'light');
  await dropdown(page).click();

  await listbox.getByRole('option', { name: /^Claude/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', `${START_SITE}/register-auth`);
  await expect(
    page.frameLocator('iframe').getByRole('heading', { name: 'Stub /register-auth' }),
  ).toBeVisible();
  expect(served).toContain(`${START_SITE}/register-auth`);
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoSeriousA11yViolations(page, `register frame popup (${theme})`, {
      coloursOnly: theme === 'dark',
    });
    await captureBothWidths(page, `models-register-frame-${theme}`);
  }
  await setTheme(page, 'light');

  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/chat\/new$/);
  await expect(dropdown(page)).toContainText('GPT-4o');
  expect(await page.evaluate(() => document.cookie)).not.toContain('access_endpoint=claude');
});

test('with flow=chatapp&n_flow=chatapp the gate redirects to pricing-redirect instead', async ({
  page,
  context,
}) => {
  await stubExternalSites(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/chat/new?flow=chatapp&n_flow=chatapp');
  await dropdown(page).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Claude/ })
    .click();
  await page.waitForURL(`${START_SITE}/pricing-redirect`);
  await expect(page.getByRole('heading', { name: 'Stub /pricing-redirect' })).toBeVisible();
});

test('reg_pop=1 shows the in-app register popup (axe in light and dark)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/chat/new?reg_pop=1');
  await expect(page).toHaveURL(/\/chat\/new$/);
  const carousel = page.getByRole('region', { name: 'Models' });
  await expect(carousel).toBeVisible();
  await carousel.getByRole('button', { name: 'DeepSeek' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(dialog.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'in-app register popup (light)');
  await captureBothWidths(page, 'models-register-in-app-light');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousA11yViolations(page, 'in-app register popup (dark)');
  await captureBothWidths(page, 'models-register-in-app-dark');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('pro@demo.test has no model tabs and can use Claude', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'pro@demo.test');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('PRO');
  await expect(page.getByRole('region', { name: 'Models' })).toHaveCount(0);
  await dropdown(page).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Claude/ })
    .click();
  await expect(page).toHaveURL(/\/chat\/claude$/);
  await expect(dropdown(page)).toContainText('Claude');
  await messageInput(page).fill('Say hello in three languages');
  await messageInput(page).press('Enter');
  const reply = page.getByRole('article', { name: 'Reply from Claude 4.5 Sonnet' });
  await expect(reply).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
  await expect(reply).not.toBeEmpty();
  await captureBothWidths(page, 'models-pro-claude');

  await page.getByRole('button', { name: 'All models' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'full model list (pro)');
  await captureOpen(page, 'models-full-list-pro', async () => {
    await page.getByRole('button', { name: 'All models' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  });
});

test('a free user gets the pricing frame for GPT-5 from the model tabs', async ({ page, context }) => {
  await stubExternalSites(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'free@demo.test');
  const tabs = page.getByRole('region', { name: 'Models' });
  await expect(tabs).toBeVisible();
  await captureBothWidths(page, 'models-tabs-free');
  await tabs.getByRole('button', { name: 'GPT-5' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your plan' });
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `${START_SITE}/pricing?ppg=97`);
  await expectNoSeriousA11yViolations(page, 'pricing frame popup');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/chat\/new$/);
});

test('the video page: a disabled fixed name, and the video model dropdown on phones', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'basic@demo.test', '/video-gen');
  await page.getByRole('button', { name: /^Video model/ }).click();
  await expectNoSeriousA11yViolations(page, 'video model dropdown');
  await saveScreenshot(page, 'models-video-dropdown-375');
  await page.getByRole('listbox').getByRole('option', { name: /Veo 3/ }).click();
  await expect(page).toHaveURL(/\/video-gen\/veo-3$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Model: Veo 3' })).toBeDisabled();
});

test('a PRO session at start goes to the paid chat app when the config names one', async ({
  page,
  context,
}) => {
  const served = await stubExternalSites(context);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = { ...(await response.json()), paidChatAppUrl: PAID_APP };
    await route.fulfill({ response, json: config });
  });
  await loginViaUi(page, 'pro@demo.test'); // logging in here is not a session at start: no redirect
  await expect(page).toHaveURL(/\/chat\/new$/);
  await page.reload();
  await page.waitForURL(PAID_APP);
  expect(served).toContain(PAID_APP);
});

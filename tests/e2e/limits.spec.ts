import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginViaUi, signIn } from './support/auth';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { captureBothWidths } from './support/screens';
import { messageInput } from './support/chat';
import { setTheme, THEMES } from './support/theme';

/** A mock control route (POST, JSON). */
async function control(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${MOCK_SERVER_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, unknown> & { used: Record<string, number> };
}

/**
 * axe, and screenshots named `<shots>-<theme>`, of what the page shows now in light and in dark (the
 * theme switched in place, as the themes dialog does), then light again. Each walk below runs once and
 * is checked in both themes where it stops.
 */
async function inBothThemes(page: Page, label: string, shots?: string) {
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoSeriousA11yViolations(page, `${label} (${theme})`, { coloursOnly: theme === 'dark' });
    if (shots) await captureBothWidths(page, `${shots}-${theme}`);
  }
  await setTheme(page, 'light');
}

/** Resolves once the page's session socket has been registered by the mock. */
function sessionRegistered(page: Page) {
  return page
    .waitForEvent('websocket', (socket) => socket.url().endsWith('/ws/session'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"registered"')),
    );
}

test.describe('limits, mood and sessions (light and dark)', () => {
  test.slow(); // each check in two themes
  test('basic at its token limit sees Maximum Token Limit; nothing is sent and the text stays', async ({
    page,
  }) => {
    await control('/__mock/limits', { email: 'basic@demo.test', tokensLeft: 0 });
    await signIn(page, 'basic@demo.test');
    await messageInput(page).fill('Plan a trip to Lisbon');
    await messageInput(page).press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Maximum Token Limit' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Switch now to PRO MAX');
    await expect(dialog.getByRole('link', { name: 'Upgrade to PRO MAX' })).toHaveAttribute(
      'href',
      /\/upgrade\?ppg=59$/,
    );
    await inBothThemes(page, 'token limit modal', 'limits-token-modal');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(messageInput(page)).toHaveValue('Plan a trip to Lisbon');
    await expect(page.getByRole('article', { name: 'Your message' })).toHaveCount(0);
    const { used } = await control('/__mock/limits', { email: 'basic@demo.test' });
    expect(used.prompts).toBe(0);
  });

  test('the image page of basic at its monthly limit is covered by the overlay', async ({ page }) => {
    await control('/__mock/limits', { email: 'basic@demo.test', imagesLeft: 0 });
    await signIn(page, 'basic@demo.test', '/image-gen');
    const overlay = page.getByRole('region', { name: 'Monthly limit reached' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
    await inBothThemes(page, 'image limit overlay', 'limits-image-overlay');
  });

  for (const rating of [2, 5] as const) {
    test(`the mood modal after the threshold cookie; a rating of ${rating}`, async ({ page, context }) => {
      const baseURL = test.info().project.use.baseURL ?? '';
      await context.addCookies([{ name: 'mood_after_seconds', value: '3', url: baseURL }]);
      // The usage clock counts the page's seconds: the test moves that clock on rather than waiting.
      await page.clock.install();
      const usageRead = () =>
        page.waitForResponse((answer) => answer.url().includes('/e/get-usage-duration') && answer.ok());
      let counting = usageRead();
      await loginViaUi(page, 'pro@demo.test');
      await counting;
      await page.clock.runFor(3_000);
      const dialog = page.getByRole('dialog', { name: 'How are you enjoying the chat so far?' });
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      // The same modal in both walks: checked once.
      if (rating === 5) await inBothThemes(page, 'mood modal', 'limits-mood-modal');

      await dialog.getByRole('button', { name: `Rate ${rating} out of 5` }).click();
      if (rating === 2) {
        await expect(page.getByText('Survey sent!')).toBeVisible();
        await expect(dialog).toBeHidden();
        return;
      }
      const review = page.getByRole('dialog', { name: 'Thank you! Would you share a review?' });
      await expect(review).toBeVisible();
      await expect(review.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
        'href',
        /^https:\/\/www\.trustpilot\.com\/evaluate\//,
      );
      await inBothThemes(page, 'review modal', 'limits-review-modal');
      await review.getByRole('button', { name: 'Maybe later' }).click();
      await expect(review).toBeHidden();
      // Answered: a reload does not ask again.
      counting = usageRead();
      await page.reload();
      await expect(messageInput(page)).toBeVisible();
      await counting;
      await page.clock.runFor(3_500);
      await expect(dialog).toHaveCount(0);
    });
  }

  test('a forced logout over the session socket lands on the stop-session page', async ({ page }) => {
    const registered = sessionRegistered(page);
    await signIn(page, 'pro@demo.test');
    await registered;
    const answer = await control('/__mock/force-logout', { email: 'pro@demo.test' });
    expect(answer.sockets).toBe(1);

    await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
    await expect(page).toHaveURL(/\/stop-session$/);
    await inBothThemes(page, 'stop-session page', 'limits-stop-session');
    await page.getByRole('link', { name: 'Log in again' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a second session of the same user waits on the active-session page and may take over', async ({
    page,
    browser,
  }) => {
    const registered = sessionRegistered(page);
    await signIn(page, 'pro@demo.test');
    await registered;

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const second = await other.newPage();
      await second.goto('/login');
      await second.getByLabel('Email', { exact: true }).fill('pro@demo.test');
      await second.getByLabel('Password', { exact: true }).fill('demo-pass-1');
      await second.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(second.getByRole('heading', { name: 'Your account is in use elsewhere' })).toBeVisible();
      await expect(second).toHaveURL(/\/active-session$/);
      await inBothThemes(second, 'active-session page', 'limits-active-session');

      await second.getByRole('button', { name: 'Continue here' }).click();
      await expect(second).toHaveURL(/\/chat\/new$/);
      await expect(page.getByRole('heading', { name: 'Your session has ended' })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

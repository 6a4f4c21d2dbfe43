/**
 * After the simulated generation (spec section 4: 'Video is ready', then the plan's overlay), the
 * overlay follows the tier table and says what generating the full video needs, without claiming the
 * month's allowance is used (issue #27 item 10): pro is offered the upgrade page with its plan group,
 * promax the month's reset and the account page. Its action opens a real page, and 'Back to my videos'
 * gives the screen back with the prompt kept and focused.
 */
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { captureBothWidths } from './support/screens';

const START_SITE = 'https://start.acme-chat.example';

async function generateToTheEnd(page: Page, email: string, path = '/video-gen') {
  // The simulated progress takes 22 s of the page's clock; the test moves that clock on.
  await page.clock.install();
  await signIn(page, email, path);
  const prompt = page.getByRole('textbox', { name: 'Prompt', exact: true });
  await prompt.fill('A lighthouse in a storm at dusk');
  await prompt.press('Enter');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await page.clock.runFor(22_000);
  return prompt;
}

test('pro: the overlay offers the upgrade page with the plan group, and Back gives the screen back', async ({
  page,
  context,
}) => {
  await context.route(`${START_SITE}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Upgrade</title>' }),
  );
  const prompt = await generateToTheEnd(page, 'pro@demo.test');
  await expect(page.getByText('Video is ready')).toBeVisible();
  const overlay = page.getByRole('region', { name: 'Video preview finished' });
  await expect(overlay).toContainText('nothing was counted against your allowance');
  await expect(overlay).toContainText('Upgrade your plan to generate it.');
  // Nothing on the page says the month is used up, and no figures say otherwise.
  await expect(page.getByText('Monthly limit reached')).toHaveCount(0);
  await expect(overlay).not.toContainText('this month:');
  const upgrade = overlay.getByRole('link', { name: 'Upgrade', exact: true });
  // The screen under the overlay turned inert: the focus came to the overlay, not to the page body.
  await expect(upgrade).toBeFocused();
  await captureBothWidths(page, 'video-preview-overlay-pro-en');

  const opened = context.waitForEvent('page');
  await upgrade.click();
  const tab = await opened;
  expect(tab.url()).toBe(`${START_SITE}/upgrade?ppg=59`);
  await tab.close();

  await overlay.getByRole('button', { name: 'Back to my videos' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(prompt).toBeFocused();
  await expect(prompt).toHaveValue('A lighthouse in a storm at dusk');
  await expect(page.getByRole('button', { name: 'Generate video' })).toBeEnabled();
  await expect(page.getByRole('article', { name: /^Green aurora/ })).toBeVisible();
});

test('promax: the overlay says full videos come back next month, with the account page (German too)', async ({
  page,
}) => {
  await generateToTheEnd(page, 'promax@demo.test');
  const overlay = page.getByRole('region', { name: 'Video preview finished' });
  await expect(overlay).toContainText('from next month');
  await expect(overlay.getByRole('link', { name: 'Go to my account' })).toHaveAttribute(
    'href',
    `${START_SITE}/my-account`,
  );
  await expect(page.getByText('Monthly limit reached')).toHaveCount(0);
  await captureBothWidths(page, 'video-preview-overlay-promax-en');

  // The same state in German: the finished job is kept for the session, so a reload shows it again.
  await page.goto('/video-gen?locales=de');
  await page.clock.runFor(1_000);
  const german = page.getByRole('region', { name: 'Videovorschau beendet' });
  await expect(german).toContainText('ab nächstem Monat');
  await expect(german.getByRole('link', { name: 'Zu meinem Konto' })).toBeVisible();
  await captureBothWidths(page, 'video-preview-overlay-promax-de');
});

/**
 * Under `npm run dev` (StrictMode runs every effect twice, so the box's frame is set up, undone and set up
 * again): the message box grows with its lines, its frame with it, and typing sends and empties it.
 */
import { composerBox, expectFramed, typeThreeLines } from './support/composer-box';
import { expect, test } from './support/fixtures';

test('dev: the message box grows with its lines, and Enter sends them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('pro@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-1');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(composerBox(page)).toBeVisible();
  await expect(composerBox(page)).toHaveAttribute('placeholder', 'Send a message');
  await composerBox(page).click();
  await typeThreeLines(page);
  await expect(composerBox(page)).not.toHaveAttribute('placeholder');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('three')).toBeVisible();
  await expect(composerBox(page)).toHaveValue('');
  await expect(composerBox(page)).toHaveAttribute('placeholder', 'Send a message');
  await expectFramed(page);
  expect(errors).toEqual([]);
});

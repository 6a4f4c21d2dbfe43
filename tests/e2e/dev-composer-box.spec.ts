/**
 * Under `npm run dev` (StrictMode runs every effect twice, so the box's frame is set up, undone and set up
 * again): the message box grows with its lines, its frame with it, and typing sends and empties it. The
 * fixtures fail the test on any page or console error.
 */
import { loginViaUi } from './support/auth';
import { composerBox, expectFramed, typeThreeLines } from './support/composer-box';
import { expect, test } from './support/fixtures';

test('dev: the message box grows with its lines, and Enter sends them', async ({ page }) => {
  await loginViaUi(page, 'pro@demo.test');
  await expect(composerBox(page)).toHaveAttribute('placeholder', 'Send a message');
  await composerBox(page).click();
  await typeThreeLines(page);
  await expect(composerBox(page)).not.toHaveAttribute('placeholder');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('three')).toBeVisible();
  await expect(composerBox(page)).toHaveValue('');
  await expect(composerBox(page)).toHaveAttribute('placeholder', 'Send a message');
  await expectFramed(page);
});

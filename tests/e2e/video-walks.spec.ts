/**
 * A video job belongs to the user, not to the screen (issue #27): it goes on while they are elsewhere,
 * its card and prompt are there when they come back (by the sidebar or a reload), and its end is
 * announced on whatever screen they are.
 */
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';

test('a video job survives leaving the screen and a reload, and its end is announced elsewhere', async ({
  page,
}) => {
  // The simulated progress takes 22 s of the page's clock; the test moves that clock on.
  await page.clock.install();
  await signIn(page, 'pro@demo.test', '/video-gen');
  // Time moves only when the test says, however slow the machine is.
  await page.clock.pauseAt(Date.now() + 60_000);
  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await prompt.fill('A paper boat drifting down a rainy street');
  await page.getByRole('button', { name: 'Generate video' }).click();
  const bar = page.getByRole('progressbar', { name: 'Video generation progress' });
  await page.clock.runFor(4_000);
  await expect(bar).toHaveAttribute('aria-valuenow', '20');

  const tools = page.getByRole('navigation', { name: 'Chatbot tools' });
  await tools.getByRole('link', { name: 'AI PDF reader' }).click();
  await expect(page.getByRole('heading', { name: 'AI PDF reader', level: 1 })).toBeVisible();
  await page.clock.runFor(4_000);
  await tools.getByRole('link', { name: /^Video generation/ }).click();
  await expect(bar).toHaveAttribute('aria-valuenow', '40');
  await expect(prompt).toHaveValue('A paper boat drifting down a rainy street');

  await page.reload();
  await page.clock.runFor(1_500);
  await expect(bar).toBeVisible();
  await expect(prompt).toHaveValue('A paper boat drifting down a rainy street');

  await tools.getByRole('link', { name: 'AI PDF reader' }).click();
  await page.clock.runFor(14_000);
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Your video is ready');
  await tools.getByRole('link', { name: /^Video generation/ }).click();
  await expect(page.getByRole('region', { name: 'Video preview finished' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { captureBothWidths } from './support/screens';
import { setTheme, THEMES } from './support/theme';

function png(width: number, height: number) {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return { name: `start-${width}x${height}.png`, mimeType: 'image/png', buffer: PNG.sync.write(image) };
}

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Prompt' });
const videoCard = (page: Page, prompt: RegExp) => page.getByRole('article', { name: prompt });

test.describe('video generation as pro@demo.test', () => {
  test('Veo 3 samples, the start image rule, and the simulated generation that ends in the overlay', async ({
    page,
  }) => {
    test.slow();
    // The simulated progress takes 20 s of the page's clock; the test moves that clock on instead of waiting.
    await page.clock.install();
    await signIn(page, 'pro@demo.test', '/video-gen/veo-3');
    await expect(page.getByRole('heading', { name: 'Video generation', level: 1 })).toBeVisible();
    const samples = page.getByRole('region', { name: 'Try a sample prompt' });
    await expect(samples.getByRole('button')).toHaveCount(8);
    await samples.getByRole('button', { name: /^Travel reel/ }).click();
    await expect(promptBox(page)).toHaveValue(/^Drone flight over turquoise bays/);

    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles(png(200, 200));
    await expect(page.getByText('Image must be at least 300x300 pixels.')).toBeVisible();
    await picker.setInputFiles(png(640, 480));
    await expect(page.getByRole('img', { name: 'Start image preview' })).toBeVisible();
    await expect(page.getByText('640 × 480 px')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Aspect ratio' })).toBeDisabled();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoSeriousA11yViolations(page, `video generator (${theme})`, {
        coloursOnly: theme === 'dark',
      });
      await captureBothWidths(page, `video-gen-${theme}`);
    }
    await setTheme(page, 'light');

    await page.getByRole('button', { name: 'Generate video' }).click();
    const bar = page.getByRole('progressbar', { name: 'Video generation progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('Starting…')).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(bar).toHaveAttribute('aria-valuenow', '10');
    await expect(page.getByText('Loading assets…')).toBeVisible();
    await page.clock.runFor(16_000);
    await expect(bar).toHaveAttribute('aria-valuenow', '90');
    await page.clock.runFor(2_000);
    await expect(bar).toHaveAttribute('aria-valuenow', '99');
    await page.clock.runFor(2_000);
    await expect(page.getByText('Video is ready')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Video preview finished' })).toBeVisible();
  });

  test('the collection: play full size, download, an expired link, delete after asking', async ({ page }) => {
    await signIn(page, 'pro@demo.test', '/video-gen');
    const aurora = videoCard(page, /^Green aurora/);
    await expect(aurora).toBeVisible();
    await expect(videoCard(page, /^Waves rolling/)).toContainText('deleted in 0 h 4 min');

    await aurora.getByRole('button', { name: 'Play full size' }).click();
    const player = page.getByRole('dialog').locator('video');
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
      .toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');

    const downloading = page.waitForEvent('download');
    await aurora.getByRole('button', { name: 'Download' }).click();
    expect((await downloading).suggestedFilename()).toBe(
      'green-aurora-over-a-snowy-forest-slow-camera-pan.webm',
    );

    // A video whose file is gone says it expired, offers no Play or Download, and can be generated again.
    const neon = videoCard(page, /^Neon city street/);
    await expect(neon).toContainText('Expired');
    await expect(neon).not.toContainText('deleted in');
    await expect(neon.getByRole('button', { name: /^(Download|Play full size)$/ })).toHaveCount(0);
    await neon.getByRole('button', { name: 'Generate again' }).click();
    await expect(promptBox(page)).toBeFocused();
    await expect(promptBox(page)).toHaveValue(/^Neon city street/);

    await videoCard(page, /^Waves rolling/)
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this video?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(videoCard(page, /^Waves rolling/)).toBeVisible();
    await videoCard(page, /^Waves rolling/)
      .getByRole('button', { name: 'Delete' })
      .click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(videoCard(page, /^Waves rolling/)).toHaveCount(0);
    await page.reload();
    await expect(aurora).toBeVisible();
    await expect(videoCard(page, /^Waves rolling/)).toHaveCount(0);
  });

  test('details: prompt with copy, model and times', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'pro@demo.test', '/video-gen');
    await videoCard(page, /^Green aurora/)
      .getByRole('button', { name: 'Details' })
      .click();
    const details = page.getByRole('dialog', { name: 'Video details' });
    await expect(details).toContainText('Kling 2.1');
    await details.getByRole('button', { name: 'Copy prompt' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Green aurora over a snowy forest, slow camera pan',
    );
    await expectNoSeriousA11yViolations(page, 'video details');
  });
});

test('a guest who presses Generate gets the register prompt', async ({ page }) => {
  await page.goto('/video-gen');
  await promptBox(page).fill('A kite over a beach');
  await page.getByRole('button', { name: 'Generate video' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { captureBothWidths } from './support/screens';
import { setTheme, THEMES } from './support/theme';

async function mockSettings(settings: Record<string, unknown>) {
  const response = await fetch(`${MOCK_SERVER_URL}/__mock/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(response.ok).toBe(true);
}

async function openImageGen(page: Page, email: string) {
  await signIn(page, email, '/image-gen');
  await expect(page.getByRole('heading', { name: 'Image generation', level: 1 })).toBeVisible();
}

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Prompt' });
const generateButton = (page: Page) => page.getByRole('button', { name: /^Generat/ });
const collection = (page: Page) => page.getByRole('list', { name: 'Your images' });

async function generate(page: Page, prompt: string) {
  await promptBox(page).fill(prompt);
  await generateButton(page).click();
  await expect(collection(page).getByRole('img', { name: prompt })).toBeVisible();
}

test.describe('image generation as pro@demo.test', () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('a 16:9 PNG comes first with its prompt as alt; filter, details, copy, download, delete and clear', async ({
    page,
  }) => {
    test.slow();
    // Long enough to see the generating state, shorter than the mock's 3 s.
    await mockSettings({ imageGenerationMs: 1000 });
    await openImageGen(page, 'pro@demo.test');
    await expect(page.getByText('No images yet. Describe one and press Generate.')).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();

    await page.getByRole('combobox', { name: 'Aspect ratio' }).selectOption('16:9');
    await page.getByRole('combobox', { name: 'Output format' }).selectOption('png');
    await promptBox(page).fill('A lighthouse at dusk');
    await promptBox(page).press('Enter');
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByRole('status', { name: 'Generating: A lighthouse at dusk' })).toBeVisible();
    const image = collection(page).getByRole('img', { name: 'A lighthouse at dusk' });
    await expect(image).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status', { name: /^Generating/ })).toHaveCount(0);
    const size = await image.evaluate(async (element: HTMLImageElement) => {
      await element.decode();
      return { width: element.naturalWidth, height: element.naturalHeight, src: element.currentSrc };
    });
    expect(size.width / size.height).toBeCloseTo(16 / 9, 2);
    expect(size.src).toMatch(/\.png$/);

    await mockSettings({ imageGenerationMs: 300 });
    await generate(page, 'Category chart of birds');
    await generate(page, 'A cat on a sofa');
    await expect(collection(page).getByRole('img').first()).toHaveAccessibleName('A cat on a sofa');
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoSeriousA11yViolations(page, `image generator (${theme})`, {
        coloursOnly: theme === 'dark',
      });
      await captureBothWidths(page, `image-gen-${theme}`);
    }
    await setTheme(page, 'light');

    // Whole words, any case: 'CAT' finds the cat, not the category.
    const filter = page.getByRole('searchbox', { name: 'Filter images by prompt' });
    await filter.fill('CAT');
    await expect(collection(page).getByRole('img')).toHaveCount(1);
    await expect(collection(page).getByRole('img')).toHaveAccessibleName('A cat on a sofa');
    await filter.fill('light');
    await expect(page.getByText('No image matches “light”.')).toBeVisible();
    await filter.fill('');

    // Details: the prompt, copied.
    await collection(page).getByRole('img', { name: 'A lighthouse at dusk' }).click();
    const details = page.getByRole('dialog', { name: 'Image details' });
    await expect(details.getByText('A lighthouse at dusk', { exact: true })).toBeVisible();
    await expect(details.getByText('16:9')).toBeVisible();
    await details.getByRole('button', { name: 'Copy prompt' }).click();
    await expect(details.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('A lighthouse at dusk');
    await expectNoSeriousA11yViolations(page, 'image details dialog');
    await captureBothWidths(page, 'image-gen-details');

    // Download: a .png named after the prompt.
    const downloading = page.waitForEvent('download');
    await details.getByRole('button', { name: 'Download image' }).click();
    expect((await downloading).suggestedFilename()).toBe('a-lighthouse-at-dusk.png');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Delete lasts across a reload.
    const tile = collection(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: 'A cat on a sofa' }) });
    await tile.hover();
    await tile.getByRole('button', { name: 'Delete image' }).click();
    await expect(collection(page).getByRole('img', { name: 'A cat on a sofa' })).toHaveCount(0);
    // The server deletes it when the Undo toast goes (here dismissed at once).
    const deleted = page.waitForResponse((answer) => answer.url().endsWith('/e/delete-image-flux'));
    await page
      .getByRole('status', { name: 'Notifications' })
      .getByRole('button', { name: 'Dismiss notification' })
      .click();
    await deleted;
    await page.reload();
    await expect(collection(page).getByRole('img')).toHaveCount(2);
    await expect(collection(page).getByRole('img', { name: 'A cat on a sofa' })).toHaveCount(0);

    // Clear all asks first.
    await page.getByRole('button', { name: 'Clear all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete all images?' });
    await expect(confirm).toContainText('all 2 images');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(collection(page).getByRole('img')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await confirm.getByRole('button', { name: 'Delete all' }).click();
    await expect(page.getByText('No images yet. Describe one and press Generate.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No images yet. Describe one and press Generate.')).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: ['status of 500'] });
    test('a failed generation keeps the prompt, re-enables the form and says so', async ({ page }) => {
      await openImageGen(page, 'pro@demo.test');
      await mockSettings({ imageGenerationMs: 200 });
      await promptBox(page).fill('A storm [[error:500]]');
      await generateButton(page).click();
      await expect(page.getByText('The image could not be generated.', { exact: false })).toBeVisible();
      await expect(generateButton(page)).toBeEnabled();
      await expect(promptBox(page)).toHaveValue('A storm [[error:500]]');
    });
  });

  test("'Use these settings' fills the form; 'Animate' takes the image to /video-gen", async ({ page }) => {
    await openImageGen(page, 'pro@demo.test');
    await mockSettings({ imageGenerationMs: 200 });
    await page.getByRole('combobox', { name: 'Aspect ratio' }).selectOption('9:21');
    await page.getByRole('combobox', { name: 'Output format' }).selectOption('jpg');
    await page.getByRole('spinbutton', { name: 'Seed' }).fill('1234');
    await generate(page, 'A tall waterfall');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('combobox', { name: 'Aspect ratio' })).toHaveValue('1:1');
    await expect(page.getByRole('spinbutton', { name: 'Seed' })).toHaveValue('');

    await collection(page).getByRole('img', { name: 'A tall waterfall' }).click();
    const details = page.getByRole('dialog', { name: 'Image details' });
    await details.getByRole('button', { name: 'Use these settings' }).click();
    await expect(details).toBeHidden();
    await expect(promptBox(page)).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Aspect ratio' })).toHaveValue('9:21');
    await expect(page.getByRole('combobox', { name: 'Output format' })).toHaveValue('jpg');
    await expect(page.getByRole('spinbutton', { name: 'Seed' })).toHaveValue('1234');

    await collection(page).getByRole('img', { name: 'A tall waterfall' }).click();
    await details.getByRole('button', { name: 'Animate' }).click();
    await expect(page).toHaveURL(/\/video-gen$/);
    const start = page.getByRole('img', { name: 'Start image preview' });
    await expect(start).toBeVisible();
    expect(
      await start.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth)),
    ).toBeGreaterThan(0);
    // The image's prompt comes along, and the file reads as its prompt, not the server's hash.
    await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('A tall waterfall');
    await expect(page.getByText('a-tall-waterfall.jpg')).toBeVisible();
  });
});

test('a free user pressing Generate gets the pricing popup, and nothing is generated', async ({ page }) => {
  await openImageGen(page, 'free@demo.test');
  await expect(page.getByText(/Image generation is part of the paid plans/)).toBeVisible();
  await promptBox(page).fill('A castle');
  await generateButton(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(promptBox(page)).toHaveValue('A castle');
  await expect(page.getByText('No images yet. Describe one and press Generate.')).toBeVisible();
});

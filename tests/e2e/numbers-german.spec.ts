/**
 * Numbers follow the interface language in the tools (issue #27 item 4): on a German page the image
 * generator writes '3,5' and '0,25 MP' and reads '7,5' typed with a comma, and the video generator's
 * cfg scale reads '0,5', whatever the browser's own locale (Chromium's number inputs follow that).
 */
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { captureBothWidths } from './support/screens';

test('German decimals and megapixels in the image and video generators', async ({ page }) => {
  await signIn(page, 'pro@demo.test', '/image-gen?locales=de');
  await expect(page.getByRole('heading', { name: 'Bildgenerierung', level: 1 })).toBeVisible();
  const guidance = page.getByRole('spinbutton', { name: 'Guidance-Skala' });
  await expect(guidance).toHaveValue('3,5');
  const size = page.getByRole('combobox', { name: 'Größe' });
  await expect(size.locator('option')).toHaveText(['1 MP', '0,25 MP']);
  await size.selectOption({ label: '0,25 MP' });

  await guidance.fill('7,5');
  await guidance.press('Tab');
  await expect(guidance).toHaveValue('7,5');
  await expect(page.getByRole('slider', { name: 'Guidance-Skala' })).toHaveValue('7.5');
  await guidance.fill('12');
  await expect(page.getByRole('alert').filter({ hasText: 'Gib eine Zahl von 0 bis 10 ein.' })).toBeVisible();
  await guidance.press('Tab');
  await expect(guidance).toHaveValue('10');
  await guidance.fill('3.5');
  await guidance.press('Tab');
  await expect(guidance).toHaveValue('3,5');
  await captureBothWidths(page, 'numbers-image-gen-de');

  await page.goto('/video-gen?locales=de');
  await page.getByRole('tab', { name: 'CFG-Skala' }).click();
  const cfg = page.getByRole('spinbutton', { name: 'CFG-Skala' });
  await expect(cfg).toHaveValue('0,5');
  await cfg.press('ArrowUp');
  await expect(cfg).toHaveValue('0,55');
});

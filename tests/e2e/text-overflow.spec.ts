import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { REPO_ROOT } from './support/env';
import { expect, test } from './support/fixtures';
import { overflowingElements } from './support/overflow';
import { animationsDone } from './support/animations';

type Strings = Record<string, Record<string, string>>;
const strings = (lang: string) =>
  JSON.parse(readFileSync(`${REPO_ROOT}locales/${lang}/translation.json`, 'utf8')) as Strings;

async function expectNoOverflow(page: Page, what: string) {
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  // Let the fade-in finish: a scaled dialog measures narrower than it is.
  await animationsDone(dialog);
  expect(await overflowingElements(dialog), what).toEqual([]);
}

test.describe('no text runs out of its box at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const lang of ['de', 'ru']) {
    test(`dialogs in ${lang}`, async ({ page }) => {
      const t = strings(lang);
      await signIn(page, 'pro@demo.test', `/chat/new?locales=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      const openSidebar = async () => {
        const toggle = page.getByRole('button', { name: t.shell?.open_sidebar });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      };
      const fromUserCard = async (item: string) => {
        await openSidebar();
        await page.getByRole('button', { name: t.shell?.account_menu }).click();
        await page.getByRole('button', { name: item, exact: true }).click();
      };

      await openSidebar();
      await page.getByRole('button', { name: t.shell?.account_menu }).click();
      const card = page
        .locator('[data-headlessui-state~="open"]')
        .filter({ has: page.getByRole('link') })
        .last();
      expect(await overflowingElements(card), 'user card').toEqual([]);
      await page.keyboard.press('Escape');

      for (const item of [t.settings?.open, t.settings?.themes, t.plugins?.menu_entry]) {
        if (!item) throw new Error(`no ${lang} label`);
        await fromUserCard(item);
        await expectNoOverflow(page, item);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }

      await openSidebar();
      await page.getByRole('link', { name: 'Relaxed weekend in Lisbon' }).click();
      await page.getByRole('button', { name: t.export?.open }).click();
      await expectNoOverflow(page, 'export');
    });
  }
});

import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { messageInput } from './support/chat';
import { setTheme, THEMES } from './support/theme';
import { DEMO_PASSWORD, signIn } from './support/auth';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { captureBothWidths, saveScreenshot } from './support/screens';
import { animationsDone } from './support/animations';

const EMAIL = 'pro@demo.test';
/** A word from the middle of the first reply of the day-old CSV chat seeded for pro@. */
const OLD_REPLY_WORD = 'dictionary';
const OLD_CHAT = 'Sum a CSV column in Python';
const AROUND_THE_WORD = 'map each row to a dictionary';

type ConvoPage = { conversations: { title: string }[]; pages: number; pageSize: number };

async function mockPost(path: string, body: unknown): Promise<Response> {
  return fetch(`${MOCK_SERVER_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The server's own view, through its API with a bearer token of a separate login. */
async function serverPage(pageNumber: number): Promise<ConvoPage> {
  const login = await mockPost('/api/auth/login', { email: EMAIL, password: DEMO_PASSWORD });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${MOCK_SERVER_URL}/api/convos?pageNumber=${pageNumber}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as ConvoPage;
}

/** Makes 30 chats in all for pro@ (it has 2 seeded). */
async function seedTo30() {
  const response = await mockPost('/__mock/seed-conversations', { email: EMAIL, count: 28 });
  expect(response.status).toBe(201);
}

const history = (page: Page) => page.getByRole('region', { name: 'Chat history' });
const historyTitles = (page: Page) => history(page).getByRole('listitem').getByRole('link');

async function openFromUserCard(page: Page, item: 'Settings' | 'Themes') {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  // axe must see the colours after the fade-in, not halfway through it.
  await animationsDone(dialog);
  return dialog;
}

test.describe('history, search and settings as pro@demo.test', () => {
  test('30 chats page as the server pages them, 14 a page', async ({ page }) => {
    await seedTo30();
    await signIn(page, EMAIL);
    const pager = history(page).getByRole('navigation', { name: 'Chat history pages' });
    await expect(pager).toContainText('Page 1 of 3');

    for (const number of [1, 2, 3]) {
      const server = await serverPage(number);
      expect(server.pageSize).toBe(14);
      expect(server.pages).toBe(3);
      await expect(pager).toContainText(`Page ${number} of 3`);
      await expect(historyTitles(page)).toHaveText(server.conversations.map((convo) => convo.title));
      if (number === 1) {
        await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
        await expectNoSeriousA11yViolations(page, 'history page 1');
        await captureBothWidths(page, 'history-page-1');
      }
      if (number < 3) await pager.getByRole('button', { name: 'Next page' }).click();
    }
    expect((await serverPage(3)).conversations).toHaveLength(2);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // Opening a chat: its address, the page title and the highlighted row.
    await history(page).getByRole('link', { name: 'Relaxed weekend in Lisbon' }).click();
    await expect(page).toHaveURL(/\/chat\/[\w-]{36}$/);
    await expect(page).toHaveTitle('Relaxed weekend in Lisbon');
    await expect(history(page).locator('a[aria-current="page"]')).toHaveText('Relaxed weekend in Lisbon');
    await expect(pager).toContainText('Page 3 of 3');

    // On a phone the sidebar closes when a chat opens.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toBeVisible();
    await historyTitles(page).first().click();
    await expect(sidebar).toBeHidden();
  });

  test('rename saves a trimmed new title; delete of the open chat starts a new one', async ({ page }) => {
    await signIn(page, EMAIL);
    await history(page).getByRole('link', { name: 'Relaxed weekend in Lisbon' }).click();
    await expect(page).toHaveURL(/\/chat\/[\w-]{36}$/);
    const lisbonUrl = page.url();

    await history(page).getByRole('button', { name: 'Rename Relaxed weekend in Lisbon' }).click();
    const field = history(page).getByRole('textbox', { name: 'Chat title' });
    await expect(field).toBeFocused();
    // The sidebar is an overlay that starts closed on a phone, so these are desktop shots; see the phone test.
    await saveScreenshot(page, 'history-rename-1280');
    await field.fill('   Lisbon, slowly   ');
    await field.press('Enter');
    await expect(history(page).getByRole('link', { name: 'Lisbon, slowly' })).toBeVisible();
    await expect(page).toHaveTitle('Lisbon, slowly');
    expect((await serverPage(1)).conversations.map((convo) => convo.title)).toContain('Lisbon, slowly');

    // Escape keeps the old title.
    await history(page).getByRole('button', { name: 'Rename Lisbon, slowly' }).click();
    await field.fill('Never saved');
    await field.press('Escape');
    await expect(history(page).getByRole('link', { name: 'Lisbon, slowly' })).toBeVisible();

    // The confirm button saves too.
    await history(page).getByRole('button', { name: 'Rename Sum a CSV column in Python' }).focus();
    await page.keyboard.press('Enter');
    await field.fill('CSV sums');
    await history(page).getByRole('button', { name: 'Save title' }).click();
    await expect(history(page).getByRole('link', { name: 'CSV sums' })).toBeVisible();

    // Delete asks first; Cancel keeps the chat.
    await history(page).getByRole('button', { name: 'Delete CSV sums' }).click();
    await saveScreenshot(page, 'history-delete-confirm-1280');
    await expectNoSeriousA11yViolations(page, 'history delete confirm');
    await history(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(history(page).getByRole('link', { name: 'CSV sums' })).toBeVisible();

    // Deleting the open chat goes to a new conversation.
    expect(page.url()).toBe(lisbonUrl);
    await history(page).getByRole('button', { name: 'Delete Lisbon, slowly' }).click();
    await history(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/chat\/new$/);
    await expect(historyTitles(page)).toHaveText(['CSV sums']);
    expect((await serverPage(1)).conversations.map((convo) => convo.title)).toEqual(['CSV sums']);
  });

  test('a search finds a word from the middle of an old reply and opens its chat', async ({ page }) => {
    await seedTo30();
    await signIn(page, EMAIL);
    // The seeded CSV chat is old: it is on the last page, not the first.
    await expect(historyTitles(page)).toHaveCount(14);
    await expect(historyTitles(page).filter({ hasText: OLD_CHAT })).toHaveCount(0);

    const box = page.getByRole('textbox', { name: 'Search messages' });
    await box.pressSequentially(OLD_REPLY_WORD, { delay: 40 });
    await expect(page).toHaveURL(new RegExp(`/search/${OLD_REPLY_WORD}$`));
    const results = page.getByRole('region', { name: 'Search results' });
    const card = results.getByRole('article', { name: OLD_CHAT });
    await expect(card).toBeVisible();
    await expect(results.getByRole('article')).toHaveCount(1);
    const hit = card.getByRole('link').filter({ has: page.locator('mark', { hasText: OLD_REPLY_WORD }) });
    await expect(hit).toContainText(AROUND_THE_WORD);
    await expect(messageInput(page)).toHaveCount(0);
    for (const mode of THEMES) {
      await setTheme(page, mode);
      await expectNoSeriousA11yViolations(page, `search view (${mode})`, { coloursOnly: mode === 'dark' });
      await captureBothWidths(page, `search-view-${mode}`);
    }
    await setTheme(page, 'light');

    await hit.locator('mark').click();
    // It opens at the message that matched (issue #43; tests/e2e/long-conversations.spec.ts).
    await expect(page).toHaveURL(/\/chat\/[\w-]{36}\?m=[\w-]{36}$/);
    await expect(page).toHaveTitle(OLD_CHAT);
    await expect(page.getByRole('article', { name: /^Reply from/ }).first()).toContainText(AROUND_THE_WORD);
    await expect(box).toHaveValue('');

    await box.fill('quokka');
    await expect(page).toHaveURL(/\/search\/quokka$/);
    await expect(page.getByText('Nothing found')).toBeVisible();
    await expect(history(page).getByText('no results')).toBeVisible();
  });

  test('clear all chats takes two clicks; settings and themes dialogs are axe-clean', async ({ page }) => {
    await signIn(page, EMAIL);
    await history(page).getByRole('link', { name: 'Relaxed weekend in Lisbon' }).click();
    await expect(page).toHaveURL(/\/chat\/[\w-]{36}$/);

    // Light first, then dark chosen in the themes dialog itself.
    for (const mode of THEMES) {
      const settings = await openFromUserCard(page, 'Settings');
      await expectNoSeriousA11yViolations(page, `settings dialog (${mode})`, {
        coloursOnly: mode === 'dark',
      });
      await captureBothWidths(page, `settings-dialog-${mode}`);
      await settings.getByRole('button', { name: 'Close' }).click();
      await expect(settings).toBeHidden();
      const themes = await openFromUserCard(page, 'Themes');
      await expectNoSeriousA11yViolations(page, `themes dialog (${mode})`, { coloursOnly: mode === 'dark' });
      await captureBothWidths(page, `themes-dialog-${mode}`);
      if (mode === 'light') {
        await themes.getByText('Dark', { exact: true }).click();
        await expect(page.locator('html')).toHaveClass(/dark/);
      } else {
        await themes.getByText('Light', { exact: true }).click();
        await expect(page.locator('html')).not.toHaveClass(/dark/);
      }
      await page.keyboard.press('Escape');
      await expect(themes).toBeHidden();
    }

    const settings = await openFromUserCard(page, 'Settings');
    await settings.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(settings.getByRole('button', { name: 'Confirm clear' })).toBeVisible();
    await captureBothWidths(page, 'settings-confirm-clear');
    // Any other click cancels.
    await settings.getByRole('heading', { name: 'Settings' }).click();
    await expect(settings.getByRole('button', { name: 'Clear', exact: true })).toBeVisible();
    expect((await serverPage(1)).conversations).toHaveLength(2);

    await settings.getByRole('button', { name: 'Clear', exact: true }).click();
    await settings.getByRole('button', { name: 'Confirm clear' }).click();
    await expect(settings).toBeHidden();
    await expect(page).toHaveURL(/\/chat\/new$/);
    await expect(history(page).getByText('No chats yet.')).toBeVisible();
    expect((await serverPage(1)).conversations).toHaveLength(0);
  });
});

test.describe('history on a touch phone as pro@demo.test', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });

  test('row menus, search in the drawer and the settings dialog', async ({ page }) => {
    await seedTo30();
    await signIn(page, EMAIL);
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(history(page).getByText('Page 1 of 3')).toBeVisible();

    // No hover here: rename and delete sit behind a visible menu on each row, not invisible icons.
    const first = historyTitles(page).first();
    const title = (await first.textContent()) ?? '';
    await expect(history(page).getByRole('button', { name: `Rename ${title}` })).toBeHidden();
    const options = history(page).getByRole('button', { name: `Options for ${title}` });
    await expect(options).toBeVisible();
    await options.tap();
    await page.getByRole('menuitem', { name: 'Rename' }).tap();
    const field = history(page).getByRole('textbox', { name: 'Chat title' });
    await expect(field).toBeFocused();
    await field.fill('Renamed on a phone');
    await field.press('Enter');
    await expect(historyTitles(page).first()).toHaveText('Renamed on a phone');
    await history(page).getByRole('button', { name: 'Options for Renamed on a phone' }).tap();
    await page.getByRole('menuitem', { name: 'Delete' }).tap();
    const confirm = history(page).getByRole('group', { name: 'Delete Renamed on a phone' });
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).tap();
    await expect(historyTitles(page).filter({ hasText: 'Renamed on a phone' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'history (phone)');
    await saveScreenshot(page, 'history-phone-375', { fullPage: true });

    // Searching in the drawer: it stays open with the focus in the box, and lists the matching chats.
    const box = page.getByRole('textbox', { name: 'Search messages' });
    await box.pressSequentially('pyt', { delay: 40 });
    await expect(page).toHaveURL(/\/search\/pyt$/);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await expect(box).toBeFocused();
    await expect(historyTitles(page).filter({ hasText: OLD_CHAT })).toBeVisible();
    await expect(history(page).getByText('Page 1 of 3')).toHaveCount(0);
    await box.press('Backspace');
    await expect(page).toHaveURL(/\/search\/py$/);
    await expect(box).toBeFocused();
    await saveScreenshot(page, 'history-search-phone-375');
    await openFromUserCard(page, 'Settings');
    await saveScreenshot(page, 'settings-dialog-phone-375');
    await expectNoSeriousA11yViolations(page, 'settings dialog (phone)');
  });
});

import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaUi, signIn } from './support/auth';
import { messageInput } from './support/chat';
import { expect, test } from './support/fixtures';

// The keyboard walk has lost the focus to the body a few times in a loaded check, six Shift+Tabs back from the
// presets button, and never alone: keep a failing attempt's trace to see which element went (top level:
// Playwright takes the trace option per file).
test.use({ trace: 'retain-on-failure' });

/** The focused element, described by its role-ish name: what a keyboard user is on. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()}:${name}`;
  });

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });

test.describe('focus and the keyboard', () => {
  // The wrong password's 422 answer is logged by Chromium.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('keyboard only: a failed login, then log in and send two messages in a new chat', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeVisible();
    for (
      let step = 0;
      step < 12 && !(await email.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type('pro@demo.test');
    await page.keyboard.press('Tab');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await focused(page)).not.toBe('body');
    await password.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/chat\/new$/);
    await expect(messageInput(page)).toBeFocused();
    await page.keyboard.type('First message by keyboard');
    await page.keyboard.press('Enter');
    // The address changes once the server names the chat: focus stays in the message box.
    await page.waitForURL(/\/chat\/[\w-]{8,}$/);
    await expect(messageInput(page)).toBeFocused();
    await expect(sendButton(page)).toBeVisible({ timeout: 20_000 });
    await expect(messageInput(page)).toBeFocused();
    await page.keyboard.type('Second message by keyboard');
    await page.keyboard.press('Enter');
    await expect(sendButton(page)).toBeVisible({ timeout: 20_000 });
    await expect(messageInput(page)).toBeFocused();
    await expect(page.getByText('Second message by keyboard').first()).toBeVisible();
    await expect(page.getByText('First message by keyboard').first()).toBeVisible();
  });

  test('the skip link leads to the message box; deleting a closed chat leaves focus on the history', async ({
    page,
  }) => {
    await loginViaUi(page, 'pro@demo.test');
    // The first Tab of a page lands on the skip link: on /image-gen it leads to the content.
    await page.goto('/image-gen');
    await expect(page.getByRole('textbox', { name: 'Prompt' })).toBeVisible();
    await page.keyboard.press('Tab');
    const toContent = page.getByRole('link', { name: 'Skip to the content' });
    await expect(toContent).toBeFocused();
    await expect(toContent).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // On a chat page it leads to the message box.
    await page.getByRole('link', { name: 'New chat' }).first().click();
    await expect(messageInput(page)).toBeFocused();
    await page.getByRole('link', { name: 'Skip to the message box' }).focus();
    await page.keyboard.press('Enter');
    await expect(messageInput(page)).toBeFocused();

    const history = page.getByRole('region', { name: 'Chat history' });
    const rows = history.getByRole('listitem');
    const count = await rows.count();
    const remove = history.getByRole('button', { name: /^Delete / }).first();
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(history.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows).toHaveCount(count - 1);
    expect(await focused(page)).toMatch(/^a:/);

    // The search view takes the chat's place without a message box: its skip link leads to the content.
    await page.goto('/search/python');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to the content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to the message box' })).toHaveCount(0);
  });

  test('the phone drawer takes focus when it opens; Escape closes it and returns to the menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await loginViaUi(page, 'pro@demo.test');
    const menu = page.getByRole('button', { name: 'Open sidebar' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByRole('button', { name: 'Close sidebar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveCount(0);
    await expect(menu).toBeFocused();
  });

  test('menus whose code loads on first use open on the first key or click, and keep the focus', async ({
    page,
  }) => {
    await loginViaUi(page, 'pro@demo.test');
    // The chat puts the focus in the message box when it opens; move on from there.
    await expect(messageInput(page)).toBeFocused();
    // Keyboard: focusing the stand-in button swaps the real one in, with the focus on it.
    const dropdown = page.getByRole('button', { name: /^Model\b/ }).first();
    await dropdown.focus();
    await expect.poll(() => focused(page)).toMatch(/^button:/);
    await expect(dropdown).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('option')).toHaveCount(7);
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(dropdown).toBeFocused();

    // Enter on a stand-in that has just been focused opens it too.
    const account = page.getByRole('button', { name: 'Account menu' });
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();

    // Pointer: the first click on a stand-in opens its menu.
    await page.getByRole('button', { name: 'All models' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Conversation settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Advanced settings' })).toBeVisible();
  });

  test('a menu opened while a chat from the history loads stays open, with the focus, when the chat arrives', async ({
    page,
  }) => {
    // Found by a clean-clone run: the message box took the focus when the chat arrived, and the account
    // menu, opened meanwhile, closed under the pointer.
    await signIn(page, 'pro@demo.test');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/messages/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Relaxed weekend in Lisbon' }).click();
    await page.getByRole('button', { name: 'Account menu' }).click();
    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    await expect(settings).toBeVisible();
    release();
    await expect(page.getByRole('article', { name: 'Your message' })).toBeVisible();
    await expect(settings).toBeVisible();
    await expect.poll(() => focused(page)).not.toMatch(/^textarea:/);
    await settings.click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });
});

/** The focused element, `body` when the focus is lost, or `hidden …` when what has it cannot be seen. */
const visibleFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || !element.isConnected) return 'body';
    const name = `${element.tagName.toLowerCase()}:${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`;
    const box = element.getBoundingClientRect();
    const seen =
      box.width > 0 &&
      box.height > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      !element.closest('[inert]');
    return seen ? name : `hidden ${name}`;
  });
const LOST = /^(body$|hidden )/;

test.describe('focus, checked everywhere (issue #45)', () => {
  test('keyboard only across chat, history, settings, presets, export, the PDF reader and both generators: the focus is always on a visible element', async ({
    page,
  }) => {
    test.slow(); // some hundred key presses, each checked
    const steps: string[] = [];
    /** One key press, then the check: the focus is on something visible, never the body. */
    const press = async (key: string) => {
      await page.keyboard.press(key);
      steps.push(key);
      await expect
        .poll(() => visibleFocus(page), { message: `focus after ${steps.slice(-6).join(' ')}` })
        .not.toMatch(LOST);
    };
    /**
     * Tab (or Shift+Tab) until `target` has the focus, each press checked; backwards to what comes earlier
     * in the page (a Tab past the last element leaves the page for the browser's own controls).
     */
    const tabTo = async (target: Locator, backwards = false) => {
      // How `visibleFocus` names it: a second reading that needs no locator. In a loaded check the locator's
      // reading once said no while the focus was on the target (the trace's own reading said so), and the
      // walk went on past it to the top of the page.
      const wanted = await target.evaluate(
        (element) =>
          `${element.tagName.toLowerCase()}:${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`,
      );
      for (let step = 0; step < 80; step += 1) {
        if ((await visibleFocus(page)) === wanted) break;
        if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
        await press(backwards ? 'Shift+Tab' : 'Tab');
      }
      await expect(target).toBeFocused();
    };
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });

    await signIn(page, 'pro@demo.test');
    // Chat: the message box has the focus; a message goes, and the focus stays through the reply.
    await expect(messageInput(page)).toBeFocused();
    await page.keyboard.type('Write a SQL query for top customers');
    await press('Enter');
    await expect(sendButton(page)).toBeVisible({ timeout: 20_000 });
    expect(await visibleFocus(page)).not.toMatch(LOST);
    await press('Shift+Tab');
    await press('Shift+Tab');
    await press('Tab');

    // Export: opened and closed from the keyboard, the focus back on its button.
    const exportButton = page.getByRole('button', { name: 'Export conversation' });
    await tabTo(exportButton, true);
    await press('Enter');
    await expect(page.getByRole('dialog', { name: 'Export conversation' })).toBeVisible();
    await press('Tab');
    await press('Escape');
    await expect(exportButton).toBeFocused();

    // Presets.
    const presets = page.getByRole('button', { name: /^Presets and endpoints/ });
    await tabTo(presets);
    await press('Enter');
    await press('Tab');
    await press('Escape');

    // Settings from the account menu, closed by Escape.
    const account = page.getByRole('button', { name: 'Account menu' });
    await tabTo(account, true);
    await press('Enter');
    // The menu's own keys: Plugins, then Settings.
    await press('ArrowDown');
    await press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Settings', exact: true })).toBeFocused();
    await press('Enter');
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await press('Escape');
    await expect(account).toBeFocused();

    // History: open the first chat of the list.
    const firstChat = sidebar
      .getByRole('region', { name: 'Chat history' })
      .locator('a[data-history-link]')
      .nth(1);
    await tabTo(firstChat, true);
    await press('Enter');
    await expect(page.getByRole('article', { name: 'Your message' }).first()).toBeVisible();
    // The opened chat puts the focus in its message box, the page's last stop: back from there.
    await press('Shift+Tab');

    // The PDF reader, then both generators, from the sidebar's links.
    for (const [link, heading] of [
      ['AI PDF reader', 'AI PDF reader'],
      ['Image generation', 'Image generation'],
      ['Video generation', 'Video generation'],
    ] as const) {
      await tabTo(sidebar.getByRole('link', { name: link }), true);
      await press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (let step = 0; step < 6; step += 1) await press('Tab');
    }
    expect(steps.length).toBeGreaterThan(30);
  });
});

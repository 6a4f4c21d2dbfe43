/**
 * Issue #45: on a phone (375 × 760, touch) and from the keyboard, the editor opens where it was asked for,
 * the focus comes back after every dialog and menu, and every target fits a thumb.
 */
import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/auth';
import { messageInput, sendAndWaitForReply } from './support/chat';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';

const PHONE = { width: 375, height: 760 };
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const accountButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });

/** A conversation of `pairs` questions and replies of about `chars` characters, for pro@demo.test. */
async function seedConversation(pairs: number, chars: number, title?: string): Promise<string> {
  const seeded = await fetch(`${MOCK_SERVER_URL}/__mock/seed-conversation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'pro@demo.test', pairs, chars, title }),
  });
  return ((await seeded.json()) as { conversationId: string }).conversationId;
}

/** What has the focus: a visible element other than the body (or null when it is lost). */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const visible = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    return visible ? `${element.tagName.toLowerCase()}:${element.getAttribute('aria-label') ?? ''}` : null;
  });

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectAtLeast24(target: Locator) {
  const box = (await target.boundingBox())!;
  expect(box.width, 'target width').toBeGreaterThanOrEqual(24);
  expect(box.height, 'target height').toBeGreaterThanOrEqual(24);
}

test.describe('issue #45 on a phone (375 × 760, touch)', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('#45.1 editing your own message: the edit box opens in view with the focus; Save & Submit keeps the focus', async ({
    page,
  }) => {
    await signIn(page, 'pro@demo.test', `/chat/${await seedConversation(2, 1500)}`);
    const mine = page.getByRole('article', { name: 'Your message' }).last();
    await expect(page.getByRole('article', { name: /^Reply from/ }).last()).toBeVisible();
    // Their message brought into view without a wheel or a swipe (a screen reader's cursor, Find in page),
    // which the list does not take for scrolling up: it still followed the end and threw the editor off.
    await mine.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(mine.getByRole('button', { name: 'Edit' })).toBeInViewport();
    await mine.getByRole('button', { name: 'Edit' }).tap();
    const editor = page.getByRole('textbox', { name: 'Edit message' });
    await expect(editor).toBeFocused();
    // It stays where it opened, inside the list's visible part (the list moves by itself a frame later).
    const listBox = (await log(page).boundingBox())!;
    await expect
      .poll(async () => {
        const box = (await editor.boundingBox())!;
        return box.y >= listBox.y && box.y + Math.min(box.height, 60) <= listBox.y + listBox.height;
      })
      .toBe(true);
    await expect(editor).toBeInViewport();
    await editor.fill('A shorter question, edited on the phone');
    await page.getByRole('button', { name: 'Save & Submit' }).tap();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
    await expect(messageInput(page)).toBeFocused();
    expect(await focusedElement(page)).not.toBeNull();
  });

  test('#45.2 Settings closed by its close button gives the focus back, not to the body', async ({
    page,
  }) => {
    await signIn(page, 'pro@demo.test');
    await page.getByRole('button', { name: 'Open sidebar' }).tap();
    await accountButton(page).tap();
    await page.getByRole('button', { name: 'Settings', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
    await expect.poll(() => focusedElement(page)).toMatch(/^button:(Account menu|Open sidebar)$/);
  });

  test('#45.4 targets of at least 24 × 24 px: variant arrows, Copy code, Advanced settings sliders', async ({
    page,
  }) => {
    await signIn(page, 'pro@demo.test');
    await sendAndWaitForReply(page, 'Write a SQL query for top customers');
    const reply = page.getByRole('article', { name: /^Reply from/ }).last();
    await expectAtLeast24(reply.getByRole('button', { name: 'Copy code' }).first());
    await page.getByRole('button', { name: 'Regenerate response' }).last().tap();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
    const variants = page.getByRole('group', { name: 'Variants' }).last();
    await expect(variants).toContainText('2/2');
    await expectAtLeast24(variants.getByRole('button', { name: 'Previous variant' }));
    await expectAtLeast24(variants.getByRole('button', { name: 'Next variant' }));
    await page.getByRole('button', { name: 'Conversation settings' }).tap();
    const advanced = page.getByRole('dialog', { name: 'Advanced settings' });
    const sliders = advanced.getByRole('slider');
    await expect(sliders.first()).toBeVisible();
    for (const slider of await sliders.all()) {
      if (await slider.isVisible()) expect((await slider.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('#45.5 the scroll-to-latest button covers no reply text and not Regenerate', async ({ page }) => {
    await signIn(page, 'pro@demo.test', `/chat/${await seedConversation(3, 1500)}`);
    // Above the message box; the reply's own Regenerate action is checked with the messages below.
    const regenerate = page.getByRole('button', { name: 'Regenerate response' });
    await expect(regenerate).toBeVisible();
    await log(page).hover();
    await page.mouse.wheel(0, -1500);
    const button = page.getByRole('button', { name: 'Scroll to the latest message' });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(overlaps(box, (await regenerate.boundingBox())!), 'covers Regenerate').toBe(false);
    // Nothing of the conversation that shows lies under it: it sits beside the list, not on it.
    const list = (await log(page).boundingBox())!;
    const underneath = log(page).locator('article p, article li, article pre, article button');
    for (const paragraph of await underneath.all()) {
      const under = await paragraph.boundingBox();
      if (under && overlaps(under, list)) expect(overlaps(box, under), 'covers a message').toBe(false);
    }
    await button.tap();
    await expect(button).toBeHidden();
  });
});

test.describe('issue #45 on a desktop (1280 × 800, keyboard)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('#45.2 Settings closed by Escape gives the focus back to the account menu button', async ({
    page,
  }) => {
    await signIn(page, 'pro@demo.test');
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    await settings.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(accountButton(page)).toBeFocused();
  });

  test('#45.3 Attach images is disabled with a model that takes no images, and says which models do', async ({
    page,
  }) => {
    await signIn(page, 'pro@demo.test');
    const attach = page.getByRole('button', { name: 'Attach images' });
    await expect(attach).toBeVisible();
    await expect(attach).toBeDisabled();
    await expect(attach).toHaveAccessibleDescription('GPT-4o does not take images. Images work with GPT-5.');
    // It stays reachable: pressed, it offers the switch, and one click switches to a model that takes images.
    await attach.focus();
    await page.keyboard.press('Enter');
    const switchModel = page.getByRole('button', { name: 'Switch to GPT-5' });
    await expect(switchModel).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(attach).toBeFocused();
    await page.keyboard.press('Enter');
    await switchModel.click();
    await expect(attach).toBeEnabled();
    await expect(attach).not.toHaveAttribute('aria-describedby');
    const chooser = page.waitForEvent('filechooser');
    await attach.click();
    await chooser;
  });

  test('#45.5 the scroll-to-latest button stays away after an edit whose reply fits on screen', async ({
    page,
  }) => {
    await signIn(page, 'pro@demo.test');
    await sendAndWaitForReply(page, 'Tell me about rivers [[chars:200]]');
    const mine = page.getByRole('article', { name: 'Your message' }).last();
    await mine.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Edit message' }).fill('Tell me about lakes [[chars:200]]');
    await page.getByRole('button', { name: 'Save & Submit' }).click();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('article', { name: /^Reply from/ }).last()).toBeInViewport({ ratio: 1 });
    // Two frames for the list to measure what changed, then the button must not be there.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await expect(page.getByRole('button', { name: 'Scroll to the latest message' })).toHaveCount(0);
  });

  test('#45.6 the account menu moves with the arrow keys, Home, End and type-ahead', async ({ page }) => {
    await signIn(page, 'pro@demo.test');
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('region', { name: 'Account menu' });
    const item = (name: string) => menu.getByRole('button', { name, exact: true });
    await expect(item('Log out')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(item('Plugins')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Settings')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('Log out')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Plugins')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('Log out')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item('Plugins')).toBeFocused();
    await page.keyboard.press('t');
    await expect(item('Themes')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(accountButton(page)).toBeFocused();
  });

  test('#45.7 German shows the default title of an untitled chat in German and keeps the stored one', async ({
    page,
  }) => {
    const id = await seedConversation(1, 200, 'New Chat');
    await signIn(page, 'pro@demo.test', '/chat/new?locales=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const history = page.getByRole('region', { name: 'Chatverlauf' });
    const row = history.locator(`a[href$="/chat/${id}"]`);
    await expect(row).toHaveText('Neuer Chat');
    await expect(history.getByText('New Chat', { exact: true })).toHaveCount(0);
    // Only the interface translates it: the server's copy keeps its title.
    const stored = await page.request.get(`${MOCK_SERVER_URL}/api/convos/${id}`, {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(stored.ok()).toBe(true);
    expect(((await stored.json()) as { title: string }).title).toBe('New Chat');
  });
});

/** A token of the chat's owner, to read the stored conversation as the server keeps it. */
async function accessToken(page: Page): Promise<string> {
  const login = await page.request.post(`${MOCK_SERVER_URL}/api/auth/login`, {
    data: { email: 'pro@demo.test', password: 'demo-pass-1' },
  });
  return ((await login.json()) as { token: string }).token;
}

import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { messageInput, sendAndWaitForReply } from './support/chat';
import { expect, test } from './support/fixtures';

const active = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName.toLowerCase()}#${element.id}|${element.getAttribute('aria-label') ?? ''}`
      : '';
  });

test('keyboard only: the shortcuts dialog, focus, copies, the sidebar, delete and a new chat', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'pro@demo.test');
  await sendAndWaitForReply(page, 'Write a SQL query for top customers');
  const chatUrl = page.url();

  await page.keyboard.press('Control+Slash');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Copy the last code block')).toBeVisible();
  await expect(dialog.locator('kbd').first()).toHaveText('Ctrl');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.keyboard.press('Shift+Escape');
  await expect(messageInput(page)).toBeFocused();
  // A plain letter types; it triggers nothing.
  await page.keyboard.press('o');
  await expect(messageInput(page)).toHaveValue('o');
  await page.keyboard.press('Backspace');

  await page.keyboard.press('Control+Shift+Semicolon');
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/SELECT/i);
  await page.keyboard.press('Control+Shift+KeyC');
  await expect(page.getByRole('status').getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('```sql');
  await expect(messageInput(page)).toBeFocused();

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await page.keyboard.press('Control+Shift+KeyS');
  await expect(sidebar).toBeHidden();
  await expect(messageInput(page)).toBeFocused();
  await page.keyboard.press('Control+Shift+KeyS');
  await expect(sidebar).toBeVisible();
  expect(await active(page)).toContain('chat-composer');

  await page.keyboard.press('Control+Shift+Backspace');
  const confirm = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect(page.url()).toBe(chatUrl);
  expect(await active(page)).not.toBe('body#|');

  await page.keyboard.press('Control+Shift+KeyO');
  await page.waitForURL(/\/chat\/new$/);
  await expect(messageInput(page)).toBeFocused();
});

test('read aloud: plain text to speechSynthesis, a second press stops', async ({ page }) => {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string }[] = [];
    let cancels = 0;
    Object.assign(window, { __spoken: spoken, __cancels: () => cancels });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        speak: (utterance: SpeechSynthesisUtterance) =>
          spoken.push({ text: utterance.text, lang: utterance.lang }),
        cancel: () => (cancels += 1),
        getVoices: () => [],
      },
    });
  });
  await signIn(page, 'pro@demo.test');
  await sendAndWaitForReply(page, 'Formulas and a diagram, please [[math]]');
  const reply = page.getByRole('article', { name: /^Reply from/ }).last();
  const read = reply.getByRole('button', { name: 'Read aloud' });
  await read.focus();
  await page.keyboard.press('Enter');
  const stop = reply.getByRole('button', { name: 'Stop reading' });
  await expect(stop).toHaveAttribute('aria-pressed', 'true');
  await expect(stop).toBeFocused();
  const spoken = await page.evaluate(
    () => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken,
  );
  expect(spoken).toHaveLength(1);
  const text = spoken[0]?.text ?? '';
  expect(spoken[0]?.lang).toBe('en');
  expect(text).toContain('Prices stay text: the book costs 4 and the pen 5');
  expect(text).toContain('Diagram.');
  expect(text).not.toMatch(/graph TD|```|\*\*|\$\$/);
  await page.keyboard.press('Enter');
  await expect(reply.getByRole('button', { name: 'Read aloud' })).toHaveAttribute('aria-pressed', 'false');
});

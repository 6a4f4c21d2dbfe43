import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_PASSWORD, signIn } from './support/auth';
import { MOCK_SERVER_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { setTheme, THEMES } from './support/theme';
import { captureBothWidths, SCREEN_DIR } from './support/screens';
import { sendAndWaitForReply } from './support/chat';

/** tests/e2e/fixtures/config.mock-server.json */
const PASSPHRASE = 'acme-e2e-share-passphrase';
const TITLE = 'Sum a CSV column in Python';
const TRICKY = 'Split "this, that"\nand the rest, please';
const CSV_HEADER = [
  'sender',
  'text',
  'isCreatedByUser',
  'error',
  'unfinished',
  'cancelled',
  'messageId',
  'parentMessageId',
  'createdAt',
];

type ServerMessage = Record<string, unknown> & { messageId: string; text: string };

/** A strict RFC 4180 parser: CRLF records, quoted fields with "" escapes; anything else throws. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const endField = (value: string) => {
    row.push(value);
    if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else if (text[i] === ',') i += 1;
    else throw new Error(`CSV: unexpected ${JSON.stringify(text[i])} at ${i}`);
  };
  while (i < text.length) {
    if (text[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) throw new Error('CSV: unterminated quoted field');
        value += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      endField(value);
    } else {
      const end = /[",\r\n]/.exec(text.slice(i));
      const length = end ? end.index : text.length - i;
      const value = text.slice(i, i + length);
      i += length;
      if (text[i] === '"' || (text[i] === '\n' && text[i - 1] !== '\r'))
        throw new Error(`CSV: bare quote or LF at ${i}`);
      endField(value);
    }
  }
  if (row.length) throw new Error('CSV: last record lacks its CRLF');
  return rows;
}

/** Width and height from a PNG's IHDR, after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function serverMessages(conversationId: string): Promise<ServerMessage[]> {
  const login = await fetch(`${MOCK_SERVER_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'pro@demo.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${MOCK_SERVER_URL}/api/messages/${conversationId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as ServerMessage[];
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Export conversation' });

async function openSeededConversation(page: Page): Promise<string> {
  await page.getByRole('link', { name: TITLE }).first().click();
  await page.waitForURL(/\/chat\/[^/]+$/);
  await expect(page.getByRole('article', { name: 'Your message' }).first()).toBeVisible();
  return page.url().split('/').pop()!;
}

async function openExport(page: Page) {
  await page.getByRole('button', { name: 'Export conversation' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function chooseType(page: Page, label: string) {
  await dialog(page).getByRole('button', { name: /^Type/ }).click();
  await page.getByRole('option', { name: label }).click();
}

async function exportAs(page: Page, label: string): Promise<{ download: Download; body: Buffer }> {
  await openExport(page);
  await chooseType(page, label);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    dialog(page).getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  await expect(dialog(page)).toBeHidden();
  return { download, body: await readFile((await download.path())!) };
}

test.describe('export and share as pro@demo.test', () => {
  test.beforeEach(async ({ page }) => {
    await fetch(`${MOCK_SERVER_URL}/__mock/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tokensPerSecond: 2000, titleDelayMs: 0 }),
    });
    await signIn(page, 'pro@demo.test');
  });

  test('every file type downloads; the csv parses to the exact messages', async ({ page }) => {
    const conversationId = await openSeededConversation(page);
    await sendAndWaitForReply(page, TRICKY);

    const text = await exportAs(page, 'text (.txt)');
    expect(text.download.suggestedFilename()).toBe(`${TITLE}.txt`);
    expect(text.body.toString('utf8')).toMatch(/^Conversation\n#{24}\n/);
    expect(text.body.toString('utf8')).toContain(`>> User:\n${TRICKY}\n`);

    const markdown = await exportAs(page, 'markdown (.md)');
    expect(markdown.download.suggestedFilename()).toBe(`${TITLE}.md`);
    expect(markdown.body.toString('utf8')).toContain(`## History\n**User:**\n`);

    const json = await exportAs(page, 'json (.json)');
    expect(json.download.suggestedFilename()).toBe(`${TITLE}.json`);
    const record = JSON.parse(json.body.toString('utf8')) as Record<string, unknown>;
    expect(record).toMatchObject({ conversationId, title: TITLE, endpoint: 'openAI', recursive: true });
    expect(record.options).toMatchObject({ endpoint: 'openAI', presetId: null, title: TITLE });
    expect(record.messagesTree).toEqual([expect.objectContaining({ text: expect.stringContaining('CSV') })]);

    const csv = await exportAs(page, 'csv (.csv)');
    expect(csv.download.suggestedFilename()).toBe(`${TITLE}.csv`);
    const [header, ...rows] = parseCsv(csv.body.toString('utf8'));
    expect(header).toEqual(CSV_HEADER);
    const expected = (await serverMessages(conversationId)).map((message) =>
      CSV_HEADER.map((column) => {
        const value = message[column];
        if (['isCreatedByUser', 'error', 'unfinished', 'cancelled'].includes(column))
          return String(value === true);
        return value === undefined || value === null ? '' : String(value);
      }),
    );
    expect(rows).toEqual(expected);
    expect(rows.map((row) => row[1])).toContain(TRICKY);
  });

  test('the screenshot is one PNG of the whole conversation, taller than the viewport', async ({ page }) => {
    await page.goto('/chat/new');
    for (const prompt of [
      'Write a long guide to sourdough bread',
      'Now explain the python code',
      'And in sql',
    ]) {
      await sendAndWaitForReply(page, prompt);
    }
    await expect(page.getByRole('button', { name: 'Export conversation' })).toBeVisible();
    const { download, body } = await exportAs(page, 'screenshot (.png)');
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    await download.saveAs(`${SCREEN_DIR}/export-screenshot-download.png`);
    const { width, height } = pngSize(body);
    const viewport = page.viewportSize()!;
    expect(width).toBeGreaterThan(300);
    expect(height).toBeGreaterThan(viewport.height * 2);
    // The off-screen copy is gone again.
    await expect(page.locator('[data-export-capture]')).toHaveCount(0);
  });

  test('the share link decrypts with openssl and opens a read-only page', async ({ page, context }) => {
    const conversationId = await openSeededConversation(page);
    await openExport(page);
    await chooseType(page, 'link');
    await expect(dialog(page).getByRole('textbox', { name: 'File name' })).toHaveCount(0);
    await expect(dialog(page)).toContainText('Opens a read-only copy of this conversation in a new tab.');
    for (const name of [
      'Include endpoint options',
      'Export all message branches',
      'Recursive (nested replies)',
    ]) {
      await expect(dialog(page).getByRole('switch', { name })).toBeDisabled();
    }
    const [shared] = await Promise.all([
      context.waitForEvent('page'),
      dialog(page).getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    await shared.waitForLoadState();
    const match = /\/shared_conversation\/([^/?#]+)$/.exec(shared.url());
    expect(match).not.toBeNull();
    const token = decodeURIComponent(match![1]!);
    const plaintext = execFileSync(
      'openssl',
      ['enc', '-d', '-aes-256-cbc', '-md', 'md5', '-a', '-A', '-pass', `pass:${PASSPHRASE}`],
      { input: token, encoding: 'utf8' },
    );
    const session = (await context.cookies()).find((cookie) => cookie.name === 'aiwp_logged_in')?.value;
    expect(JSON.parse(plaintext)).toEqual({ conversationId, session });

    await expect(shared.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(shared.getByRole('article', { name: 'Your message' })).toHaveCount(2);
    await expect(shared.getByRole('article', { name: /^Reply from/ }).last()).toContainText('pandas');
    await expect(shared.getByRole('textbox')).toHaveCount(0);
    await expect(shared.getByRole('button', { name: /Edit|Regenerate|Copy to clipboard/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(shared, 'shared conversation (light)');
    await captureBothWidths(shared, 'shared-conversation-light');
    await shared.evaluate(() => localStorage.setItem('theme', 'dark'));
    await shared.reload();
    await expect(shared.locator('html')).toHaveClass(/\bdark\b/);
    await expect(shared.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expectNoSeriousA11yViolations(shared, 'shared conversation (dark)');
    await captureBothWidths(shared, 'shared-conversation-dark');
  });

  test('the link is refused without a session cookie, and a dead link says not found', async ({
    page,
    context,
  }) => {
    await openSeededConversation(page);
    await context.clearCookies({ name: 'aiwp_logged_in' });
    await openExport(page);
    await chooseType(page, 'link');
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'Your chat session was not found, so no link can be made. Sign in again, then try once more.',
    );
    await expect(dialog(page).getByRole('button', { name: 'Export', exact: true })).toBeDisabled();

    await page.goto('/shared_conversation/U2FsdGVkX19ub3QtYS1yZWFsLXRva2Vu');
    await expect(page.getByRole('alert')).toContainText('This shared conversation was not found.');
    await expect(page.getByRole('link', { name: 'Start your own chat' })).toBeVisible();
  });

  test('the dialog is axe clean in light and dark and keeps the option rules', async ({ page }) => {
    await openSeededConversation(page);
    await openExport(page);
    await expect(dialog(page).getByRole('textbox', { name: 'File name' })).toHaveValue(TITLE);
    await expect(dialog(page).getByRole('button', { name: /^Type/ })).toContainText('screenshot (.png)');
    const options = dialog(page).getByRole('switch', { name: 'Include endpoint options' });
    await expect(options).toBeDisabled();
    await expect(dialog(page)).toContainText('not supported');
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoSeriousA11yViolations(page, `export dialog (${theme})`, {
        coloursOnly: theme === 'dark',
      });
      await captureBothWidths(page, `export-dialog-${theme}`);
    }

    await chooseType(page, 'json (.json)');
    await expect(options).toBeEnabled();
    await expect(options).toBeChecked();
    await expect(dialog(page).getByRole('switch', { name: 'Recursive (nested replies)' })).toBeChecked();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoSeriousA11yViolations(page, `export dialog json (${theme})`, {
        coloursOnly: theme === 'dark',
      });
    }

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Export conversation' })).toBeFocused();
  });
});

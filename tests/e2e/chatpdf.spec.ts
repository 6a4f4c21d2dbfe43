import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { loginViaUi, signIn } from './support/auth';
import { countUploads, filePicker as picker, pdfFile as pdf } from './support/chatpdf';
import { expect, test } from './support/fixtures';
import { captureBothWidths } from './support/screens';
import { setTheme, THEMES } from './support/theme';

/** What the mock's answer about the lighthouse project cites on page 3, as marked there. */
const PASSAGES = ['The lighthouse project starts in March', 'It is led by Dr. Ada Quinn'];

/** How many pixels of a page's canvas are dark: text that pdf.js painted. */
const darkPixels = (page: Page, number: number) =>
  page.locator(`[data-page-number="${number}"] canvas`).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index]! < 128) dark += 1;
    return dark;
  });

test.describe('the PDF reader landing', () => {
  test('refuses a text file and a 51 MB file before sending; a PDF uploads and opens its conversation', async ({
    page,
  }) => {
    const uploads = countUploads(page);
    await signIn(page, 'pro@demo.test', '/chatpdf');
    await expect(page.getByRole('heading', { name: 'AI PDF reader', level: 1 })).toBeVisible();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoSeriousA11yViolations(page, `PDF reader landing (${theme})`, {
        coloursOnly: theme === 'dark',
      });
      await captureBothWidths(page, `chatpdf-landing-${theme}`);
    }
    await setTheme(page, 'light');

    await picker(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('Invalid File Type. Accepted File Type: PDF')).toBeVisible();
    // Playwright takes buffers up to 50 MB only: the 51 MB file goes through a file on disk.
    const huge = test.info().outputPath('huge.pdf');
    await writeFile(huge, Buffer.alloc(51 * 1024 * 1024, 32));
    await picker(page).setInputFiles(huge);
    await expect(page.getByText('File size exceeded. The maximum size is 50 MB.')).toBeVisible();
    expect(uploads()).toBe(0);

    await picker(page).setInputFiles(pdf());
    await expect(page).toHaveURL(/\/chatpdf\/[\w-]+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'report.pdf', level: 1 })).toBeVisible();
    expect(uploads()).toBe(1);

    // The analysis (about 3 s, polled every 2 s), then the summary and the suggested questions.
    await expect(page.getByText(/^This document says: The company grew in every region\./)).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      page.getByRole('button', { name: 'What does the document say about Outlook?' }),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Ask about this PDF' })
      .fill('Who is the lighthouse project led by?');
    await page.getByRole('textbox', { name: 'Ask about this PDF' }).press('Enter');
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages).toContainText('It is led by Dr. Ada Quinn. [p. 3]');

    // The viewer beside the chat: the first page painted, then page 2 by the button, page 3 by the field.
    const viewer = page.getByRole('region', { name: 'PDF document report.pdf' });
    const field = page.getByRole('textbox', { name: /^Page number/ });
    await expect(viewer.locator('[data-page-number="1"] .pdf-text-layer[data-ready]')).toBeAttached();
    expect(await darkPixels(page, 1)).toBeGreaterThan(200);
    await expect(field).toHaveValue('1');
    await expect(page.getByText('/ 3', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(field).toHaveValue('2');
    await expect(viewer.locator('[data-page-number="2"] .pdf-text-layer')).toContainText(
      'Forty-two people work in three offices.',
    );
    await field.fill('1');
    await field.press('Enter');
    await expect(field).toHaveValue('1');
    // Keys on the document: the next page, then zoom out one step from fit-to-width.
    await viewer.focus();
    await page.keyboard.press('PageDown');
    await expect(field).toHaveValue('2');
    await page.keyboard.press('-');
    await expect(page.getByRole('combobox', { name: 'Zoom' })).not.toHaveValue('fit');

    // The text layer's text can be selected; a drag on the page (not on its text) pans the document.
    const line = viewer.locator('[data-page-number="2"] .pdf-text-layer span', {
      hasText: 'Forty-two people',
    });
    await line.click({ clickCount: 3 });
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain('Forty-two people');
    const before = await viewer.evaluate((element) => element.scrollTop);
    const area = (await viewer.boundingBox())!;
    await page.mouse.move(area.x + 12, area.y + area.height - 40);
    await page.mouse.down();
    await page.mouse.move(area.x + 12, area.y + area.height - 240, { steps: 5 });
    await page.mouse.up();
    expect(await viewer.evaluate((element) => element.scrollTop)).toBeGreaterThan(before + 150);

    // The citation opens page 3 with the passage marked in the text layer.
    await messages.getByRole('button', { name: 'Show page 3 in the PDF' }).click();
    await expect(field).toHaveValue('3');
    await expect(viewer.locator('mark.pdf-highlight')).toHaveText(PASSAGES);
    await expect(viewer.locator('mark.pdf-highlight').first()).toBeInViewport();
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await expectNoSeriousA11yViolations(page, `PDF conversation (${theme})`, {
        coloursOnly: theme === 'dark',
      });
    }
    await setTheme(page, 'light');
    await captureBothWidths(page, 'chatpdf-conversation-light');

    // Below 1000 px only the chat shows; View file opens the viewer full-screen, and a citation too.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(viewer).toHaveCount(0);
    await page.getByRole('button', { name: 'View file' }).click();
    const fullScreen = page.getByRole('dialog', { name: 'report.pdf' });
    await expect(fullScreen.getByRole('region', { name: 'PDF document report.pdf' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fullScreen).toHaveCount(0);
    await messages.getByRole('button', { name: 'Show page 3 in the PDF' }).click();
    await expect(fullScreen.locator('mark.pdf-highlight')).toHaveText(PASSAGES);
    await fullScreen.getByRole('button', { name: 'Close the PDF' }).click();
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.reload();
    await expect(messages).toContainText('Who is the lighthouse project led by?');
    await expect(messages).toContainText('It is led by Dr. Ada Quinn. [p. 3]');

    // The PDF chat is in the history and opens at its URL.
    const url = page.url();
    await page.goto('/chat/new');
    await page
      .getByRole('region', { name: 'Chat history' })
      .getByRole('link', { name: 'report.pdf' })
      .click();
    await expect(page).toHaveURL(url);
    await expect(messages).toContainText('It is led by Dr. Ada Quinn. [p. 3]');

    // The landing lists it among the earlier PDF chats.
    await page.goto('/chatpdf');
    await page
      .getByRole('region', { name: 'Your PDF chats' })
      .getByRole('link', { name: /report\.pdf/ })
      .click();
    await expect(page).toHaveURL(url);
  });

  test('a free user past the monthly uploads sees the limit panel with its upgrade button', async ({
    page,
  }) => {
    await loginViaUi(page, 'free@demo.test');
    for (let upload = 1; upload <= 2; upload += 1) {
      await page.goto('/chatpdf');
      await picker(page).setInputFiles(pdf(`report-${upload}.pdf`));
      await expect(page).toHaveURL(/\/chatpdf\/[\w-]+$/, { timeout: 15_000 });
    }
    await page.goto('/chatpdf');
    await picker(page).setInputFiles(pdf('one-too-many.pdf'));
    const panel = page.getByRole('alert').filter({ hasText: 'PDF upload limit reached' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Upgrade' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a max-tokens answer shows the token-limit modal, and closing it leaves the upload zone', async ({
    page,
  }) => {
    await signIn(page, 'pro@demo.test', '/chatpdf');
    await picker(page).setInputFiles(pdf('big [[pdf:max-tokens]].pdf'));
    const dialog = page.getByRole('dialog', { name: 'Maximum Token Limit' });
    await expect(dialog).toContainText('Switch now to PRO MAX');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Drop a PDF here/ })).toBeEnabled();
  });

  test('a guest who tries to upload gets the register prompt; the chat page fetches no pdf.js', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/chat/new');
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => /\/pdf[.-]|pdf\.worker/.test(path))).toEqual([]);
    expect(fetched.some((path) => path.endsWith('.js'))).toBe(true);
    await page.goto('/chatpdf');
    await page.getByRole('button', { name: /Drop a PDF here/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

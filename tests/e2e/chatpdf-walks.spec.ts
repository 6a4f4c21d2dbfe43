/**
 * The PDF reader as its users walk it (issue #27): files that lie are refused before upload in words
 * that stay; a file the analysis fails on says so once and can be deleted; the chat pane follows the
 * answers with its question box pinned; a reopened chat opens at its end, on the reader's page and zoom,
 * with the unsent question still there.
 */
import { signIn } from './support/auth';
import { countUploads, filePicker as picker, pdfFile as file, REPORT } from './support/chatpdf';
import { expect, test } from './support/fixtures';

const NOT_VALID = 'This file is not a valid PDF';

test('files that are not PDFs are refused before upload, in words that stay; a failed analysis offers Delete', async ({
  page,
}) => {
  const uploads = countUploads(page);
  await signIn(page, 'pro@demo.test', '/chatpdf');
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  const liars = [
    file('notes.pdf', Buffer.from('just some text, not a PDF')),
    file('empty.pdf', Buffer.alloc(0)),
    file('picture.pdf', png),
    file('truncated.pdf', REPORT.subarray(0, Math.floor(REPORT.length / 2))),
  ];
  for (const liar of liars) {
    await picker(page).setInputFiles(liar);
    await expect(page.getByRole('alert').filter({ hasText: NOT_VALID })).toBeVisible();
  }
  // Said under the upload zone, not in a toast that goes after 5 s.
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: NOT_VALID })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Notifications' })).not.toContainText(NOT_VALID);
  expect(uploads()).toBe(0);

  // A real PDF whose analysis fails: one message, Delete, and a box that is (and looks) disabled.
  await picker(page).setInputFiles(file('broken [[pdf:fail]].pdf', REPORT));
  await expect(page).toHaveURL(/\/chatpdf\/[\w-]+$/);
  const failed = page.getByRole('alert').filter({ hasText: 'could not be analysed' });
  await expect(failed).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(1);
  const box = page.getByRole('textbox', { name: 'Ask about this PDF' });
  await expect(box).toBeDisabled();
  expect(
    Number(await box.locator('..').evaluate((element) => getComputedStyle(element).opacity)),
  ).toBeLessThan(0.8);
  await failed.getByRole('button', { name: 'Delete this PDF' }).click();
  await expect(page).toHaveURL(/\/chatpdf$/);
  await expect(page.getByRole('link', { name: /broken/ })).toHaveCount(0);
});

test('the chat follows the answers with its box pinned; coming back finds the end, the page, the zoom and the draft', async ({
  page,
}) => {
  await signIn(page, 'pro@demo.test', '/chatpdf');
  await picker(page).setInputFiles(file('walk.pdf', REPORT));
  await expect(page).toHaveURL(/\/chatpdf\/[\w-]+$/);
  const box = page.getByRole('textbox', { name: 'Ask about this PDF' });
  await expect(box).toBeEnabled({ timeout: 15_000 });
  const answers = page.getByRole('list', { name: 'Messages' }).getByRole('listitem', { name: 'ChatPDF' });
  const questions = [
    'Who leads the lighthouse project?',
    'How many people work in the offices?',
    'What happened to revenue?',
    'When does the lighthouse project start?',
  ];
  const send = page.getByRole('button', { name: 'Send', exact: true });
  for (const [index, question] of questions.entries()) {
    await box.fill(question);
    // Enter is ignored while the previous answer is still being written, as the button is disabled.
    await expect(send).toBeEnabled({ timeout: 20_000 });
    await box.press('Enter');
    await expect(answers).toHaveCount(index + 1);
    await expect(answers.nth(index)).toBeInViewport({ ratio: 0.9 });
    await expect(box).toBeInViewport();
  }

  // The reader's place: page 3 at 150%, and a question typed but not sent.
  const field = page.getByRole('textbox', { name: /^Page number/ });
  await expect(field).toBeVisible({ timeout: 30_000 });
  await field.fill('3');
  await field.press('Enter');
  await page.getByRole('combobox', { name: 'Zoom' }).selectOption('1.5');
  await expect(field).toHaveValue('3');
  await box.fill('And what about the team?');
  const url = page.url();

  await page.goto('/chat/new');
  await page.goto(url);
  await expect(answers).toHaveCount(questions.length);
  await expect(answers.last()).toBeInViewport();
  await expect(box).toHaveValue('And what about the team?');
  // pdf.js opens the file again (seconds on a busy machine).
  await expect(page.getByRole('combobox', { name: 'Zoom' })).toHaveValue('1.5', { timeout: 30_000 });
  await expect(field).toHaveValue('3');
});

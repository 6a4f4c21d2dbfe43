/** What the PDF reader's specs share: a three-page report, the file picker, and a count of uploads. */
import type { Page } from '@playwright/test';
import { writePdf } from '../../../mocks/pdf/write-pdf';

/** A real three-page PDF; the mock's answer about the lighthouse project cites page 3. */
export const REPORT = Buffer.from(
  writePdf([
    {
      heading: 'Annual report 2025',
      lines: ['The company grew in every region.', 'Revenue rose to 4.2 million euros.'],
    },
    { heading: 'Team', lines: ['Forty-two people work in three offices.'] },
    { heading: 'Outlook', lines: ['The lighthouse project starts in March.', 'It is led by Dr. Ada Quinn.'] },
  ]),
);

/** A file for the picker, named `name`, of `buffer` (the report by default) and said to be a PDF. */
export const pdfFile = (name = 'report.pdf', buffer: Buffer = REPORT) => ({
  name,
  mimeType: 'application/pdf',
  buffer,
});

export const filePicker = (page: Page) => page.locator('input[type="file"]');

/** Counts the page's upload requests from now on: call the returned function for the count so far. */
export function countUploads(page: Page): () => number {
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat-pdf/upload')) uploads += 1;
  });
  return () => uploads;
}

/** Reads each page's text from a PDF (pdf.js): the legacy build under Node, the worker build in the browser. */
export type PdfTextReader = (bytes: Uint8Array) => Promise<string[]>;

let current: PdfTextReader | undefined;

/** Each way of running the mock sets its reader once at start (mocks/node.ts, server-app.ts, browser.ts). */
export function setPdfTextReader(reader: PdfTextReader): void {
  current = reader;
}

export function readPdfText(bytes: Uint8Array): Promise<string[]> {
  if (!current) return Promise.reject(new Error('No PDF text reader: call setPdfTextReader() at start'));
  return current(bytes);
}

interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
}

/** pdf.js text items of one page as plain text: a space between items, a line break where pdf.js sees one. */
export function joinTextItems(items: readonly PdfTextItem[]): string {
  return items
    .map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ' '}`)
    .join('')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

interface PdfDocumentLike {
  numPages: number;
  getPage(number: number): Promise<{ getTextContent(): Promise<{ items: unknown[] }> }>;
  destroy(): Promise<void>;
}

/** Every page's text of an opened pdf.js document, which is closed afterwards. */
export async function pagesOf(document: PdfDocumentLike): Promise<string[]> {
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      pages.push(joinTextItems((await page.getTextContent()).items as PdfTextItem[]));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/**
 * What a file's bytes say before it is uploaded (issue #27): a PDF is not empty, starts with the
 * `%PDF-` header (within its first KiB, as readers allow), and pdf.js can open it. A text file or a
 * picture renamed to .pdf, an empty file and a truncated PDF are refused here, in words that last.
 */
export type PdfBytesProblem = 'empty' | 'not_pdf';

/** Readers accept the header anywhere in the first 1024 bytes (some files carry a few bytes before it). */
export const HEADER_WINDOW = 1024;
const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function pdfHeaderProblem(start: Uint8Array, size: number): PdfBytesProblem | null {
  if (size === 0) return 'empty';
  const last = Math.min(start.length, HEADER_WINDOW) - HEADER.length;
  for (let index = 0; index <= last; index += 1) {
    if (HEADER.every((byte, offset) => start[index + offset] === byte)) return null;
  }
  return 'not_pdf';
}

/**
 * Opens the bytes as a PDF: rejects when the file cannot be read as one; null when pdf.js itself could
 * not be loaded (offline): then the server judges the file.
 */
export type PdfOpener = (bytes: ArrayBuffer) => Promise<{ destroy(): Promise<void> } | null>;

const openWithPdfJs: PdfOpener = async (bytes) => {
  const pdfjs = await import('../viewer/lib/pdfjs')
    .then((module) => module.loadPdfJs().then(() => module))
    .catch(() => null);
  return pdfjs ? pdfjs.openPdf(bytes) : null;
};

/** The whole check: the header first (no pdf.js for a file that is plainly not a PDF), then pdf.js. */
export async function pdfFileProblem(
  file: Blob,
  open: PdfOpener = openWithPdfJs,
): Promise<PdfBytesProblem | null> {
  try {
    const start = new Uint8Array(await file.slice(0, HEADER_WINDOW).arrayBuffer());
    const problem = pdfHeaderProblem(start, file.size);
    if (problem) return problem;
    const document = await open(await file.arrayBuffer());
    await document?.destroy();
    return null;
  } catch {
    return 'not_pdf';
  }
}

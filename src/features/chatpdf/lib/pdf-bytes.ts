/**
 * What a file's bytes say before it is uploaded (issue #27): a PDF is not empty, starts with the
 * `%PDF-` header and ends with the `%%EOF` marker (each within 1 KiB of its end of the file, as readers
 * allow), and pdf.js can open it. A text file or a picture renamed to .pdf, an empty file and a
 * truncated PDF are refused here, in words that last.
 */
export type PdfBytesProblem = 'empty' | 'not_pdf';

/** Readers accept the header anywhere in the first 1024 bytes (some files carry a few bytes before it). */
export const HEADER_WINDOW = 1024;
const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const END = [0x25, 0x25, 0x45, 0x4f, 0x46]; // %%EOF
/** pdf.js gets this long to open a file (a truncated one can keep it busy for many seconds); then the server judges. */
export const OPEN_TIMEOUT_MS = 4000;

function holds(bytes: Uint8Array, marker: readonly number[]): boolean {
  for (let index = 0; index <= bytes.length - marker.length; index += 1) {
    if (marker.every((byte, offset) => bytes[index + offset] === byte)) return true;
  }
  return false;
}

/** `start` and `end`: the file's first and last KiB (the same bytes for a small file). */
export function pdfBytesProblem(start: Uint8Array, end: Uint8Array, size: number): PdfBytesProblem | null {
  if (size === 0) return 'empty';
  const head = start.subarray(0, HEADER_WINDOW);
  const tail = end.subarray(Math.max(0, end.length - HEADER_WINDOW));
  return holds(head, HEADER) && holds(tail, END) ? null : 'not_pdf';
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

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** The whole check: the bytes first (no pdf.js for a file that is plainly not a PDF), then pdf.js. */
export async function pdfFileProblem(
  file: Blob,
  open: PdfOpener = openWithPdfJs,
  timeoutMs = OPEN_TIMEOUT_MS,
): Promise<PdfBytesProblem | null> {
  try {
    const start = await bytesOf(file.slice(0, HEADER_WINDOW));
    const end = await bytesOf(file.slice(Math.max(0, file.size - HEADER_WINDOW)));
    const problem = pdfBytesProblem(start, end, file.size);
    if (problem) return problem;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const opening = open(await file.arrayBuffer());
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
    const document = await Promise.race([opening, late]).finally(() => clearTimeout(timer));
    if (document === 'late') {
      void opening.then((opened) => opened?.destroy()).catch(() => undefined);
      return null;
    }
    await document?.destroy();
    return null;
  } catch {
    return 'not_pdf';
  }
}

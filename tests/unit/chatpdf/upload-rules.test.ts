import { limitOf } from '@/features/chatpdf/hooks/use-pdf-upload';
import { HEADER_WINDOW, pdfBytesProblem, pdfFileProblem } from '@/features/chatpdf/lib/pdf-bytes';
import { MAX_PDF_BYTES, pdfUploadProblem } from '@/features/chatpdf/lib/upload-rules';

describe('PDF upload rules', () => {
  const pdf = { type: 'application/pdf', size: 1000 };
  it('takes one PDF of at most 50 MB', () => {
    expect(pdfUploadProblem([pdf])).toBeNull();
    expect(pdfUploadProblem([{ ...pdf, size: MAX_PDF_BYTES }])).toBeNull();
  });
  it('refuses none or several files, other types and anything over 50 MB', () => {
    expect(pdfUploadProblem([])).toBe('single');
    expect(pdfUploadProblem([pdf, pdf])).toBe('single');
    expect(pdfUploadProblem([{ type: 'text/plain', size: 10 }])).toBe('type');
    expect(pdfUploadProblem([{ type: '', size: 10 }])).toBe('type');
    expect(pdfUploadProblem([{ ...pdf, size: MAX_PDF_BYTES + 1 }])).toBe('size');
  });
  it('reads which limit an upload answer names', () => {
    expect(limitOf({ status: 'success', auth: { status: 'valid' } })).toBeNull();
    expect(limitOf({ auth: { status: 'invalid', data: { status: 'pdf-upload-limit' } } })).toBe('uploads');
    expect(limitOf({ auth: { status: 'invalid', data: { status: 'max-tokens' } } })).toBe('tokens');
    expect(limitOf({ auth: { status: 'INVALID', data: { status: 'no-free-pdf-chats' } } })).toBe('chats');
  });
});

describe('the PDF byte check', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const check = (text: string) => pdfBytesProblem(bytes(text), bytes(text), bytes(text).length);
  const blob = (text: string) => new Blob([text]);
  const opened = { destroy: vi.fn(async () => undefined) };
  const WHOLE = '%PDF-1.7\n1 0 obj <<>> endobj\nstartxref\n9\n%%EOF\n';

  it('takes bytes with the %PDF- header and the %%EOF end, also with a few bytes of junk around them', () => {
    expect(check(WHOLE)).toBeNull();
    expect(check(`\n\n  ${WHOLE}\n\0\0`)).toBeNull();
  });

  it('refuses an empty file, text, a PNG named .pdf, a truncated PDF and markers too far from the ends', () => {
    expect(pdfBytesProblem(new Uint8Array(), new Uint8Array(), 0)).toBe('empty');
    expect(check('hello, this is text')).toBe('not_pdf');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(pdfBytesProblem(png, png, png.length)).toBe('not_pdf');
    expect(check('%PDF')).toBe('not_pdf');
    expect(check(WHOLE.slice(0, 30))).toBe('not_pdf');
    expect(check(`${' '.repeat(HEADER_WINDOW)}${WHOLE}`)).toBe('not_pdf');
    expect(check(`${WHOLE}${' '.repeat(HEADER_WINDOW)}`)).toBe('not_pdf');
  });

  it('opens a whole file in pdf.js, and refuses one pdf.js cannot open', async () => {
    const open = vi.fn(async () => opened);
    await expect(pdfFileProblem(blob(WHOLE), open)).resolves.toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
    expect(opened.destroy).toHaveBeenCalled();
    const broken = vi.fn(() => Promise.reject(new Error('Invalid PDF structure.')));
    await expect(pdfFileProblem(blob(WHOLE), broken)).resolves.toBe('not_pdf');
  });

  it('does not load pdf.js for a file plainly not a PDF; lets the server judge when pdf.js is missing or slow', async () => {
    const open = vi.fn(async () => opened);
    await expect(pdfFileProblem(blob(''), open)).resolves.toBe('empty');
    await expect(pdfFileProblem(blob('plain text'), open)).resolves.toBe('not_pdf');
    expect(open).not.toHaveBeenCalled();
    await expect(pdfFileProblem(blob(WHOLE), async () => null)).resolves.toBeNull();
    const never = () => new Promise<typeof opened>(() => undefined);
    await expect(pdfFileProblem(blob(WHOLE), never, 10)).resolves.toBeNull();
  });
});

import { limitOf } from '@/features/chatpdf/hooks/use-pdf-upload';
import { HEADER_WINDOW, pdfFileProblem, pdfHeaderProblem } from '@/features/chatpdf/lib/pdf-bytes';
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
  const blob = (text: string) => new Blob([text]);
  const opened = { destroy: vi.fn(async () => undefined) };

  it('takes bytes that start with the %PDF- header, also after a few bytes of junk', () => {
    expect(pdfHeaderProblem(bytes('%PDF-1.7\n'), 9)).toBeNull();
    expect(pdfHeaderProblem(bytes('\n\n  %PDF-1.4'), 13)).toBeNull();
  });

  it('refuses an empty file, text, a PNG named .pdf, and a header past the first KiB', () => {
    expect(pdfHeaderProblem(new Uint8Array(), 0)).toBe('empty');
    expect(pdfHeaderProblem(bytes('hello, this is text'), 19)).toBe('not_pdf');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(pdfHeaderProblem(png, png.length)).toBe('not_pdf');
    expect(pdfHeaderProblem(bytes('%PDF'), 4)).toBe('not_pdf');
    const late = bytes(`${' '.repeat(HEADER_WINDOW)}%PDF-1.7`);
    expect(pdfHeaderProblem(late, late.length)).toBe('not_pdf');
  });

  it('opens a file with a header in pdf.js, and refuses one pdf.js cannot open (a truncated PDF)', async () => {
    const open = vi.fn(async () => opened);
    await expect(pdfFileProblem(blob('%PDF-1.7 whole'), open)).resolves.toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
    expect(opened.destroy).toHaveBeenCalled();
    const broken = vi.fn(() => Promise.reject(new Error('Invalid PDF structure.')));
    await expect(pdfFileProblem(blob('%PDF-1.7 cut'), broken)).resolves.toBe('not_pdf');
  });

  it('does not load pdf.js for a file that is plainly not a PDF; lets the server judge when pdf.js is missing', async () => {
    const open = vi.fn(async () => opened);
    await expect(pdfFileProblem(blob(''), open)).resolves.toBe('empty');
    await expect(pdfFileProblem(blob('plain text'), open)).resolves.toBe('not_pdf');
    expect(open).not.toHaveBeenCalled();
    await expect(pdfFileProblem(blob('%PDF-1.7'), async () => null)).resolves.toBeNull();
  });
});

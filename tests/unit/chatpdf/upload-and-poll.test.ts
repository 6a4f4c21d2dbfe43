import { limitOf } from '@/features/chatpdf/hooks/use-pdf-upload';
import { pollUntil } from '@/features/chatpdf/lib/poll';
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

describe('pollUntil', () => {
  it('reads until the answer is done, waiting the interval between reads', async () => {
    vi.useFakeTimers();
    const answers = ['queued', 'queued', 'in_progress'];
    const read = vi.fn(async () => answers.shift() ?? 'never');
    const result = pollUntil(read, (answer) => answer === 'in_progress', { intervalMs: 2000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('in_progress');
    expect(read).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('stops on abort and passes a failed read on', async () => {
    const controller = new AbortController();
    const pending = pollUntil(
      async () => 'no',
      () => false,
      { intervalMs: 10, signal: controller.signal },
    );
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    await expect(
      pollUntil(
        () => Promise.reject(new Error('500')),
        () => true,
      ),
    ).rejects.toThrow('500');
  });
});

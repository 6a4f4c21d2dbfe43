/** Spec sections 5 and 9: one PDF of at most 50 MB, checked before anything is sent. */
export const MAX_PDF_MB = 50;
export const MAX_PDF_BYTES = MAX_PDF_MB * 1024 * 1024;

export type PdfUploadProblem = 'single' | 'type' | 'size';

export function pdfUploadProblem(files: readonly { type: string; size: number }[]): PdfUploadProblem | null {
  if (files.length !== 1) return 'single';
  const [file] = files as [{ type: string; size: number }];
  if (file.type !== 'application/pdf') return 'type';
  if (file.size > MAX_PDF_BYTES) return 'size';
  return null;
}

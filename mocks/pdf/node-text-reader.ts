import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pagesOf, type PdfTextReader } from './text-reader';

export const nodePdfTextReader: PdfTextReader = async (bytes) =>
  pagesOf(await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise);

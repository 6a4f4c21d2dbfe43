import { pagesOf, type PdfTextReader } from './text-reader';

/**
 * pdf.js's legacy build is loaded when the first PDF is read, not with the mock: on load it installs core-js
 * polyfills over globals, JSON.stringify among them (Node 20 has no JSON.rawJSON), which slowed every answer
 * the mock wrote and every test beside it.
 */
export const nodePdfTextReader: PdfTextReader = async (bytes) => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pagesOf(await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise);
};

import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pagesOf, type PdfTextReader } from './text-reader';

export const browserPdfTextReader: PdfTextReader = async (bytes) => {
  GlobalWorkerOptions.workerSrc = workerUrl;
  return pagesOf(await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise);
};

import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

type PdfJs = typeof PdfJsModule;
type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;
type TextItem = Extract<TextContent['items'][number], { str: string }>;

let loading: Promise<PdfJs> | undefined;

/** pdf.js and its worker, fetched on first use so no other page carries them. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  return loading;
}

/** Opens a PDF from its bytes; pdf.js takes the buffer, so it gets a copy. No eval (the CSP forbids it). */
export async function openPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false }).promise;
}

/** A page's text items, without the marked-content markers (the text layer makes a span for each). */
export function textItemsOf(content: TextContent): TextItem[] {
  return content.items.filter((item): item is TextItem => 'str' in item);
}

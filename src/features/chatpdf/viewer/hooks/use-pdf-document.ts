import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { usePdfFileQuery } from '../../api/get-pdf-file';
import { loadPdfJs, openPdf } from '../lib/pdfjs';

export type PdfDocumentState =
  { kind: 'loading' } | { kind: 'ready'; document: PDFDocumentProxy } | { kind: 'failed' };

/** The conversation's PDF opened in pdf.js, closed again when the conversation is left. */
export function usePdfDocument(conversationId: string): PdfDocumentState {
  const file = usePdfFileQuery(conversationId);
  const bytes = file.data;
  const [opened, setOpened] = useState<{ bytes: ArrayBuffer; state: PdfDocumentState } | null>(null);
  // pdf.js (and its worker) is fetched and compiled while the file downloads, not after it.
  useEffect(() => {
    void loadPdfJs().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!bytes) return;
    let document: PDFDocumentProxy | undefined;
    let cancelled = false;
    openPdf(bytes).then(
      (result) => {
        document = result;
        if (cancelled) void result.destroy();
        else setOpened({ bytes, state: { kind: 'ready', document: result } });
      },
      () => {
        if (!cancelled) setOpened({ bytes, state: { kind: 'failed' } });
      },
    );
    return () => {
      cancelled = true;
      void document?.destroy();
    };
  }, [bytes]);
  if (file.isError) return { kind: 'failed' };
  return opened && opened.bytes === bytes ? opened.state : { kind: 'loading' };
}

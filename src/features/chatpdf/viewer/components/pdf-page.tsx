import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { memo, useEffect, useRef } from 'react';
import { wordsOfItems } from '../../citations/lib/words';
import { rangesToHighlight, markRanges } from '../lib/highlight';
import type { PageBox } from '../lib/page-layout';
import { loadPdfJs, textItemsOf } from '../lib/pdfjs';

export const FIRST_PAGE_MARK = 'pdf:first-page';

/** Sharper than 2× costs memory a 300-page scroll would feel; pdf.js caps the same way. */
const MAX_PIXEL_RATIO = 2;

export interface PageHighlight {
  quotes: readonly (readonly string[])[];
  /** Called with the first mark once the passage is marked, to bring it into view. */
  onMarked: (mark: HTMLElement | null) => void;
}

interface PdfPageProps {
  document: PDFDocumentProxy;
  number: number;
  scale: number;
  box: PageBox;
  highlight?: PageHighlight;
  /** The page's size at scale 1, once known (pages may differ from the first one's size). */
  onSize: (number: number, size: { width: number; height: number }) => void;
}

/** One page: its canvas, and over it pdf.js's text layer, so the text can be selected, copied and marked. */
export const PdfPage = memo(function PdfPage({
  document,
  number,
  scale,
  box,
  highlight,
  onSize,
}: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const highlightRef = useRef(highlight);
  highlightRef.current = highlight;

  useEffect(() => {
    let cancelled = false;
    let render: RenderTask | undefined;
    let textLayer: TextLayer | undefined;
    const canvas = canvasRef.current!;
    const container = textRef.current!;
    void (async () => {
      const [pdfjs, page] = await Promise.all([loadPdfJs(), document.getPage(number)]);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      onSize(number, { width: natural.width, height: natural.height });
      const viewport = page.getViewport({ scale });
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      render = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await render.promise;
      if (cancelled) return;
      // For the benchmark and real-user timing: when the first page of a document is first drawn.
      if (number === 1 && performance.getEntriesByName(FIRST_PAGE_MARK).length === 0) {
        performance.mark(FIRST_PAGE_MARK);
      }
      const content = await page.getTextContent();
      if (cancelled) return;
      container.replaceChildren();
      textLayer = new pdfjs.TextLayer({ textContentSource: content, container, viewport });
      await textLayer.render();
      if (cancelled) return;
      container.dataset.ready = 'true';
      const wanted = highlightRef.current;
      if (!wanted) return;
      const items = textItemsOf(content);
      const marks = markRanges(textLayer.textDivs, rangesToHighlight(wordsOfItems(items), wanted.quotes));
      wanted.onMarked(marks[0] ?? null);
    })().catch(() => {
      // Cancelled while rendering (scrolled away or zoomed): the next render takes over.
    });
    return () => {
      cancelled = true;
      render?.cancel();
      textLayer?.cancel();
      delete container.dataset.ready;
    };
  }, [document, number, scale, highlight, onSize]);

  return (
    <div
      className="pdf-page absolute left-1/2 -translate-x-1/2 bg-white shadow-md"
      style={{
        top: box.top,
        width: box.width,
        height: box.height,
        ['--total-scale-factor' as string]: scale,
      }}
      data-page-number={number}
    >
      <canvas ref={canvasRef} aria-hidden="true" className="block h-full w-full" />
      <div ref={textRef} className="pdf-text-layer textLayer" />
    </div>
  );
});

import type { PDFDocumentProxy } from 'pdfjs-dist';
import './pdf-viewer.css';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Citation } from '../../citations/lib/citations';
import { readPlace, writePlace } from '../../hooks/use-pdf-place';
import { useDragToPan } from '../hooks/use-drag-to-pan';
import { usePageSizes } from '../hooks/use-page-sizes';
import { columnHeight, layoutPages, PAGE_GAP, pagesNearView } from '../lib/page-layout';
import { scaleOf, stepZoom, type Zoom } from '../lib/zoom';
import { PdfPage, type PageHighlight } from './pdf-page';
import { PdfToolbar } from './pdf-toolbar';

/** A citation to show: `seq` changes with every click, so the same one can be shown again. */
export type ViewerTarget = Citation & { seq: number };

interface PdfViewerProps {
  document: PDFDocumentProxy;
  fileName: string;
  target: ViewerTarget | null;
  closeButton: ReactNode;
  /** The conversation: the page and zoom are kept under it for the session. */
  placeKey: string;
}

const SIDE_PADDING = 16;

/**
 * The pdf.js viewer: pages stacked in one scrolling column, only those near the view drawn (a 300-page
 * file opens and scrolls like a 3-page one), the page field, zoom, drag to pan, keys, and a citation's
 * passage marked on its page.
 */
export function PdfViewer({ document, fileName, target, closeButton, placeKey }: PdfViewerProps) {
  const { t } = useTranslation('chatpdf');
  const scroller = useRef<HTMLDivElement>(null);
  const [viewerWidth, setViewerWidth] = useState(0);
  // Where the reader was in this document earlier in the session: restored once the pages are laid out.
  const [place] = useState(() => readPlace(placeKey));
  const [zoom, setZoom] = useState<Zoom>(place?.zoom ?? 'fit');
  const { sizes, correct } = usePageSizes(document);
  const [near, setNear] = useState({ current: 1, first: 0, last: 1 });
  const pan = useDragToPan();

  const scale = scaleOf(zoom, sizes[0]?.width ?? 0, viewerWidth - 2 * SIDE_PADDING);
  // Nothing is laid out before the viewer's width is known: fit-to-width needs it.
  const boxes = useMemo(
    () => (viewerWidth > 0 ? layoutPages(sizes, scale) : []),
    [sizes, scale, viewerWidth],
  );
  const widest = boxes.reduce((max, box) => Math.max(max, box.width), 0);

  useEffect(() => {
    const element = scroller.current!;
    setViewerWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setViewerWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const next = pagesNearView(boxes, element.scrollTop, element.clientHeight);
    setNear((old) =>
      old.current === next.current && old.first === next.first && old.last === next.last ? old : next,
    );
  }, [boxes]);
  useLayoutEffect(measure, [measure, viewerWidth]);

  // A new zoom keeps the same place of the document in view.
  const shownScale = useRef(scale);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && shownScale.current !== scale && shownScale.current > 0) {
      element.scrollTop *= scale / shownScale.current;
    }
    shownScale.current = scale;
  }, [scale]);

  const goToPage = useCallback(
    (page: number) => {
      const box = boxes[page - 1];
      if (box && scroller.current) scroller.current.scrollTop = box.top - PAGE_GAP / 2;
    },
    [boxes],
  );

  const ready = boxes.length > 0;
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (place && !target && place.page > 1) {
      goToPage(Math.min(place.page, boxes.length));
      measure();
    }
  }, [ready, place, target, goToPage, boxes.length, measure]);
  useEffect(() => {
    if (restored.current) writePlace(placeKey, { page: near.current, zoom });
  }, [placeKey, near, zoom]);

  const [highlight, setHighlight] = useState<{ page: number; value: PageHighlight } | null>(null);
  useEffect(() => {
    if (!target || !ready) return;
    goToPage(target.page);
    setHighlight({
      page: target.page,
      value: {
        quotes: target.quotes,
        onMarked: (mark) => {
          const element = scroller.current;
          if (!mark || !element) return;
          const offset = mark.getBoundingClientRect().top - element.getBoundingClientRect().top;
          element.scrollTop += offset - element.clientHeight / 3;
        },
      },
    });
    // goToPage changes with the layout; a target is shown once, when it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, ready]);

  const zoomStep = (direction: 1 | -1) => setZoom(stepZoom(scale, direction));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      ArrowRight: () => goToPage(near.current + 1),
      PageDown: () => goToPage(near.current + 1),
      ArrowLeft: () => goToPage(near.current - 1),
      PageUp: () => goToPage(near.current - 1),
      Home: () => goToPage(1),
      End: () => goToPage(boxes.length),
      '+': () => zoomStep(1),
      '=': () => zoomStep(1),
      '-': () => zoomStep(-1),
    };
    const action = actions[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  };

  const pages = [];
  for (let index = near.first; index <= near.last && index < boxes.length; index += 1) {
    pages.push(
      <PdfPage
        key={index}
        document={document}
        number={index + 1}
        scale={scale}
        box={boxes[index]!}
        highlight={highlight?.page === index + 1 ? highlight.value : undefined}
        onSize={correct}
      />,
    );
  }

  return (
    <div className="flex h-full min-h-0 flex-col bg-surface-sunken">
      <PdfToolbar
        page={near.current}
        pageCount={document.numPages}
        onPage={goToPage}
        zoom={zoom}
        onZoom={setZoom}
        onZoomStep={zoomStep}
        scale={scale}
        closeButton={closeButton}
      />
      {/* A scrolling region is focusable so the keyboard can page and zoom it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={scroller}
        role="region"
        aria-label={t('viewer.document', { name: fileName })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={measure}
        onKeyDown={onKeyDown}
        {...pan}
        className="pdf-scroller relative min-h-0 flex-1 overflow-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent"
      >
        <div
          className="relative"
          style={{ height: columnHeight(boxes), width: widest + 2 * SIDE_PADDING, minWidth: '100%' }}
        >
          {pages}
        </div>
      </div>
    </div>
  );
}

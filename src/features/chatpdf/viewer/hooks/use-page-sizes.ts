import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useState } from 'react';

export interface PageSize {
  width: number;
  height: number;
}

/**
 * Every page's size at scale 1. All pages start with the first page's size, so a 300-page document is
 * laid out after reading one page; a page of another size corrects its own entry when it is drawn.
 */
export function usePageSizes(document: PDFDocumentProxy) {
  const [sizes, setSizes] = useState<PageSize[]>([]);
  useEffect(() => {
    let cancelled = false;
    void document.getPage(1).then(
      (page) => {
        const { width, height } = page.getViewport({ scale: 1 });
        if (!cancelled) setSizes(Array.from({ length: document.numPages }, () => ({ width, height })));
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [document]);
  const correct = useCallback((number: number, size: PageSize) => {
    setSizes((known) => {
      const old = known[number - 1];
      if (!old || (Math.abs(old.width - size.width) < 0.5 && Math.abs(old.height - size.height) < 0.5))
        return known;
      const next = [...known];
      next[number - 1] = size;
      return next;
    });
  }, []);
  return { sizes, correct };
}

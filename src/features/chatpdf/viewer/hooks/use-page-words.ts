import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { wordsOfItems } from '../../citations/lib/words';
import { textItemsOf } from '../lib/pdfjs';

const PAGES_PER_UPDATE = 25;
const NONE: string[][] = [];

/**
 * Every page's words, read in the background once the document is open (pdf.js extracts the text in
 * its worker); the citation matcher uses them. Published every few pages, so the first pages count
 * before a long document is read through.
 */
export function usePageWords(document: PDFDocumentProxy | undefined): string[][] {
  const [read, setRead] = useState<{ document: PDFDocumentProxy; pages: string[][] } | null>(null);
  useEffect(() => {
    if (!document) return;
    let cancelled = false;
    const pages: string[][] = [];
    void (async () => {
      for (let number = 1; number <= document.numPages && !cancelled; number += 1) {
        const content = await (await document.getPage(number)).getTextContent();
        pages.push(wordsOfItems(textItemsOf(content)).map((word) => word.norm));
        if (!cancelled && (pages.length % PAGES_PER_UPDATE === 0 || number === document.numPages)) {
          setRead({ document, pages: [...pages] });
        }
      }
    })().catch(() => {
      // A document destroyed while its text is read: nothing to keep.
    });
    return () => {
      cancelled = true;
    };
  }, [document]);
  return read && read.document === document ? read.pages : NONE;
}

import { useEffect, useRef, type RefObject } from 'react';
import { quoteIntoComposer, selectedReplyPassage } from '../lib/quote-selection';
import { readingKeyFor } from '../lib/reading-keys';

/** The find bar's box, by its attribute (a second Ctrl+F there is the browser's). */
export const FIND_INPUT_ATTRIBUTE = 'data-find-input';

/**
 * The chat's reading keys while a conversation shows: Ctrl+F (⌘F) opens the find bar, or focuses it
 * again, unless the focus is in it already: then the browser's own find opens. Ctrl+Shift+' quotes the
 * text selected in a reply into the message box. A modal dialog keeps the keyboard to itself.
 */
export function useReadingKeys(scrollRef: RefObject<HTMLDivElement>, openFind: () => void): void {
  const open = useRef(openFind);
  useEffect(() => {
    open.current = openFind;
  });
  useEffect(() => {
    // As '@/lib/apple-keys' says (not imported: this chunk would share a file with the page's first load).
    const apple = /Mac|iPhone|iPad/.test(navigator.platform);
    const onKey = (event: KeyboardEvent) => {
      const key = readingKeyFor(event, apple);
      if (!key || event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      if (key === 'find') {
        if ((event.target as Element | null)?.hasAttribute?.(FIND_INPUT_ATTRIBUTE)) return;
        event.preventDefault();
        open.current();
        return;
      }
      const scroller = scrollRef.current;
      const passage = scroller ? selectedReplyPassage(scroller) : null;
      if (!passage) return;
      event.preventDefault();
      document.getSelection()?.removeAllRanges();
      quoteIntoComposer(passage.text);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [scrollRef]);
}

import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { markOccurrence, type PlacedMark } from '../lib/find-mark';
import type { VisibleRow } from '../state/chat-selectors';

/** Frames to wait for a row the list is scrolling to (it draws in one or two). */
const FRAMES_TO_WAIT = 40;
/** Frames after a reveal in which the match is brought back into view if the rows around it moved it. */
const SETTLE_FRAMES = 10;
/** Times a mark is placed again after React drew its text anew (a code block highlighted, a reply grown). */
const PLACEMENTS = 8;

export interface RevealTarget {
  messageId: string;
  /** The find's text and which of its places in the message to mark; none for a link (the message is marked). */
  query?: string;
  occurrence?: number;
}

/** The find bar lies over the top of the list: what is under it is not in view. */
export const FIND_BAR_ATTRIBUTE = 'data-find-bar';

/** Scrolls `element` to the middle of `scroller` unless it is in view already (as the browser's find does). */
function bringIntoView(element: HTMLElement, scroller: HTMLElement, whole: boolean): void {
  const box = element.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  const cover = scroller.parentElement?.querySelector(`[${FIND_BAR_ATTRIBUTE}]`)?.getBoundingClientRect();
  const top = cover && cover.bottom > view.top ? cover.bottom : view.top;
  if (box.top >= top && box.bottom <= view.bottom) return;
  element.scrollIntoView({ block: whole && box.height > view.height ? 'start' : 'center' });
}

/**
 * Brings a message of the virtual list into view, drawn, and marks the find's match in it: the row is
 * scrolled to by its offset (it may not be drawn yet), then the match once it is.
 */
export function useRevealMessage(
  scrollRef: RefObject<HTMLDivElement>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  rows: readonly VisibleRow[],
  stopFollowing: () => void,
  /** The list jumps to the message: it may draw fewer rows around the ones in view. */
  onJump: () => void,
) {
  const rowsRef = useRef(rows);
  useEffect(() => {
    rowsRef.current = rows;
  });
  const placed = useRef<PlacedMark | null>(null);
  const watcher = useRef<MutationObserver | null>(null);
  const job = useRef(0);

  const clear = useCallback(() => {
    job.current += 1;
    watcher.current?.disconnect();
    watcher.current = null;
    placed.current?.remove();
    placed.current = null;
  }, []);
  useEffect(() => clear, [clear]);

  const reveal = useCallback(
    (target: RevealTarget) => {
      clear();
      const run = job.current;
      const scroller = scrollRef.current;
      const index = rowsRef.current.findIndex((row) => row.id === target.messageId);
      if (!scroller || index === -1) return;
      stopFollowing();
      const selector = `[data-message-id="${CSS.escape(target.messageId)}"]`;
      // Drawn and on screen, or scrolled to by its offset: a row in the DOM may be one the list drew for a
      // place it has left already (the first frame of a chat opened at its end draws its top rows).
      const goToRow = () => {
        const drawn = scroller.querySelector(selector)?.getBoundingClientRect();
        const view = scroller.getBoundingClientRect();
        if (drawn && drawn.bottom > view.top && drawn.top < view.bottom) return;
        const offset = virtualizer.getOffsetForIndex(index, 'center');
        if (!offset) return;
        onJump();
        scroller.scrollTop = offset[0];
      };
      goToRow();
      let frames = 0;
      let placements = 0;
      const place = (scroll: boolean) => {
        if (run !== job.current) return;
        const article = scroller.querySelector<HTMLElement>(selector);
        if (!article) {
          frames += 1;
          // Again, now that the list has drawn (and measured) what the last scroll showed.
          if (scroll) goToRow();
          if (frames < FRAMES_TO_WAIT) requestAnimationFrame(() => place(scroll));
          return;
        }
        const body = article.querySelector('[data-message-body]') ?? article;
        const mark = target.query ? markOccurrence(body, target.query, target.occurrence ?? 0) : null;
        placed.current = mark;
        if (scroll) {
          const shown = mark?.element ?? article;
          bringIntoView(shown, scroller, !mark);
          // The row may still change size (a folded prompt unfolding for the match, rows around it measured):
          // for a few frames the match is brought into view again if that moved it out.
          let settle = 0;
          const again = () => {
            if (run !== job.current || !shown.isConnected || (settle += 1) > SETTLE_FRAMES) return;
            bringIntoView(shown, scroller, !mark);
            requestAnimationFrame(again);
          };
          requestAnimationFrame(again);
        }
        if (!mark) return;
        // React may draw the marked text again (a code block highlighted, a streamed token): mark it again.
        const observer = new MutationObserver(() => {
          if (run !== job.current || mark.intact() || placements >= PLACEMENTS) return;
          placements += 1;
          observer.disconnect();
          mark.remove();
          placed.current = null;
          requestAnimationFrame(() => place(false));
        });
        observer.observe(article, { childList: true, subtree: true, characterData: true });
        watcher.current = observer;
      };
      requestAnimationFrame(() => place(true));
    },
    [clear, scrollRef, virtualizer, stopFollowing, onJump],
  );

  return { reveal, clear };
}

import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useVisibleRows } from '../state/chat-hooks';
import { MessageRow } from './message-row';
import { ScrollToBottomButton } from './scroll-to-bottom-button';

/** The scroll-to-bottom button shows when the view is more than 20% of its height from the end. */
const SHOW_BUTTON_RATIO = 0.2;
/** Closer than this to the end counts as "at the bottom": the view follows new content again. */
const FOLLOW_SLACK_PX = 48;

const SCROLL_UP_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

/** Before layout is known (a hidden tab, a test DOM) the list assumes this viewport, so rows still render. */
const FALLBACK_RECT = { width: 1024, height: 800 };

function observeRectOrFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT));
}

function distanceFromEnd(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * The visible path of the conversation, virtualised so a 1,000-message chat keeps a small DOM. It
 * follows a streaming reply until the user scrolls up, and offers a button back to the end.
 */
export const MessageList = memo(function MessageList() {
  const { t } = useTranslation();
  const rows = useVisibleRows();
  const scrollRef = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  const [showButton, setShowButton] = useState(false);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 180,
    overscan: 6,
    // A message keeps its slot when the server renames it: its row stays mounted, with its height.
    getItemKey: (index) => rows[index]?.slot ?? -1 - index,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectOrFallback,
  });

  const scrollToEnd = useCallback((smooth = false) => {
    const element = scrollRef.current;
    if (!element) return;
    if (smooth && typeof element.scrollTo === 'function') {
      element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    } else {
      element.scrollTop = element.scrollHeight;
    }
  }, []);

  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    const distance = distanceFromEnd(element);
    // Only the reader stops the following (wheel, touch, keys, the scrollbar): the list also scrolls by
    // itself when rows above are measured again, and that must not count as scrolling up.
    if (distance <= FOLLOW_SLACK_PX) follow.current = true;
    setShowButton(distance > element.clientHeight * SHOW_BUTTON_RATIO);
  }, []);

  const stopFollowing = useCallback((event: { deltaY?: number }) => {
    if ((event.deltaY ?? -1) < 0) follow.current = false;
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (SCROLL_UP_KEYS.has(event.key)) follow.current = false;
  }, []);
  const onPointerDown = useCallback((event: PointerEvent) => {
    // A press on the scroller itself, not on a message: its scrollbar.
    if (event.target === event.currentTarget) follow.current = false;
  }, []);

  // A new message (the user's own, and the reply it starts) brings the view back to the end; the end of a
  // reply does not, so a reader who scrolled up stays where they are (issue #15).
  const totalSize = virtualizer.getTotalSize();
  const shownLength = useRef(rows.length);
  useLayoutEffect(() => {
    if (rows.length > shownLength.current) follow.current = true;
    shownLength.current = rows.length;
    const element = scrollRef.current;
    if (follow.current && rows.length > 0) scrollToEnd();
    // Content that grows below a reader who scrolled up brings the button, without a scroll event.
    else if (element) setShowButton(distanceFromEnd(element) > element.clientHeight * SHOW_BUTTON_RATIO);
  }, [totalSize, rows.length, scrollToEnd]);

  const items = virtualizer.getVirtualItems();
  return (
    <div className="relative min-h-0 flex-1">
      {/* The keys and the scrollbar press only tell that the reader scrolls; nothing is activated here. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={scrollRef}
        onScroll={onScroll}
        onWheel={stopFollowing}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onTouchMove={() => (follow.current = false)}
        className="h-full overflow-y-auto overscroll-contain"
        role="log"
        aria-label={t('chat.messages')}
        aria-live="off"
      >
        <div className="relative w-full" style={{ height: totalSize + 24 }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="absolute left-0 top-0 w-full"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <MessageRow id={row.id} slot={row.slot} isLatest={item.index === rows.length - 1} />
              </div>
            );
          })}
        </div>
      </div>
      {showButton ? (
        <ScrollToBottomButton
          onClick={() => {
            follow.current = true;
            scrollToEnd(true);
          }}
        />
      ) : null}
    </div>
  );
});

import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowEnd } from '@/lib/use-follow-end';
import { useVisibleRows } from '../state/chat-hooks';
import { MessageRow } from './message-row';
import { ScrollToBottomButton } from './scroll-to-bottom-button';

/** The scroll-to-bottom button shows when the view is more than 20% of its height from the end. */
const SHOW_BUTTON_RATIO = 0.2;
/** Before layout is known (a hidden tab, a test DOM) the list assumes this viewport, so rows still render. */
const FALLBACK_RECT = { width: 1024, height: 800 };

function observeRectOrFallback(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT));
}

/**
 * The visible path of the conversation, virtualised so a 1,000-message chat keeps a small DOM. It
 * follows a streaming reply until the user scrolls up, and offers a button back to the end.
 */
export const MessageList = memo(function MessageList() {
  const { t } = useTranslation();
  const rows = useVisibleRows();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [showButton, setShowButton] = useState(false);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 180,
    overscan: 6,
    // A row is keyed by its parent's slot (the first by -1): a message keeps its slot when the server
    // renames it, and a variant shown in its sibling's place reuses the sibling's row, so neither
    // remounts (a switch keeps the focus on the switcher and costs an update, not a new row: issue #30).
    getItemKey: (index) => (index === 0 ? -1 : (rows[index - 1]?.slot ?? -2 - index)),
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectOrFallback,
  });

  // A new message (the user's own, and the reply it starts) brings the view back to the end; the end of a
  // reply does not, so a reader who scrolled up stays where they are (issue #15).
  const totalSize = virtualizer.getTotalSize();
  const { handlers, backToEnd } = useFollowEnd(scrollRef, totalSize, rows.length, (distance, element) =>
    setShowButton(distance > element.clientHeight * SHOW_BUTTON_RATIO),
  );

  const items = virtualizer.getVirtualItems();
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {/* The keys and the scrollbar press only tell that the reader scrolls; nothing is activated here. */}
      <div
        ref={scrollRef}
        {...handlers}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
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
      {/* Below the list, not over it: it covers no message and no button (issue #45). */}
      {showButton ? <ScrollToBottomButton onClick={() => backToEnd(true)} /> : null}
    </div>
  );
});

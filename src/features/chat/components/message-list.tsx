import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/lib/i18n';
import { lazyComponent } from '@/components/ui/lazy-component';
import { COMPOSER_ID } from '@/lib/landmarks';
import { useFollowEnd } from '@/lib/use-follow-end';
import { visiblePath } from '@/lib/message-tree';
import type { Message } from '@/lib/schemas/message';
import { useChatActions } from '../hooks/use-chat-actions';
import { useLinkedMessage } from '../hooks/use-linked-message';
import { LINKED_MESSAGE_PARAM } from '../lib/linked-message';
import { useReadingKeys } from '../hooks/use-reading-keys';
import { useRevealMessage } from '../hooks/use-reveal-message';
import type { FindMatch } from '../lib/find-matches';
import { useVisibleRows } from '../state/chat-hooks';
import { useReadingMarks } from '../state/reading-atoms';
import { MessageRow } from './message-row';
import { QuoteButton } from './quote-button';
import { ScrollToBottomButton } from './scroll-to-bottom-button';
import './reading.css';

// The find bar's code comes with the first Ctrl+F (issue #43).
const FindBar = lazyComponent(() => import('./find-bar').then((module) => module.FindBar));

/** The scroll-to-bottom button shows when the view is more than 20% of its height from the end. */
const SHOW_BUTTON_RATIO = 0.2;
/** Before layout is known (a hidden tab, a test DOM) the list assumes this viewport, so rows still render. */
const FALLBACK_RECT = { width: 1024, height: 800 };
/** A row's height until it is drawn and measured. */
const ESTIMATED_ROW_PX = 180;

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
  // Opened at a message the address names (a search hit): the first rows drawn are those around it, not
  // the end's, which the jump to it would throw away (issue #43: the hit drawn within 300 ms).
  const [params] = useSearchParams();
  const [startRow] = useState(() => {
    const linkedId = params.get(LINKED_MESSAGE_PARAM);
    return linkedId ? rows.findIndex((row) => row.id === linkedId) : -1;
  });
  // A jump to a message far away (the find, a link) draws the rows in view, not six more either side:
  // the rows around come with the reader's next scroll (issue #43: a match drawn within 100 ms).
  const jumping = useRef(startRow !== -1);
  const rangeExtractor = useCallback(
    (range: Range) => defaultRangeExtractor(jumping.current ? { ...range, overscan: 0 } : range),
    [],
  );
  const startJump = useCallback(() => {
    jumping.current = true;
  }, []);

  const startOffset = () =>
    Math.max(
      0,
      (startRow + 0.5) * ESTIMATED_ROW_PX - (scrollRef.current?.clientHeight ?? FALLBACK_RECT.height) / 2,
    );
  // Before the virtualizer's own layout effect, which reads where the list is.
  useLayoutEffect(() => {
    if (startRow === -1 || !scrollRef.current) return;
    scrollRef.current.scrollTop = startOffset();
    // Once, as the list opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 6,
    // A row is keyed by its parent's slot (the first by -1): a message keeps its slot when the server
    // renames it, and a variant shown in its sibling's place reuses the sibling's row, so neither
    // remounts (a switch keeps the focus on the switcher and costs an update, not a new row: issue #30).
    getItemKey: (index) => (index === 0 ? -1 : (rows[index - 1]?.slot ?? -2 - index)),
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectOrFallback,
    rangeExtractor,
    initialOffset: () => (startRow === -1 ? 0 : startOffset()),
  });

  // A new message (the user's own, and the reply it starts) brings the view back to the end; the end of a
  // reply does not, so a reader who scrolled up stays where they are (issue #15).
  const totalSize = virtualizer.getTotalSize();
  const { handlers, backToEnd, stopFollowing } = useFollowEnd(
    scrollRef,
    totalSize,
    rows.length,
    (distance, element) => setShowButton(distance > element.clientHeight * SHOW_BUTTON_RATIO),
    startRow === -1,
  );

  // Issue #43: find in the chat, a link to a message, quoting a passage.
  const { reveal, clear } = useRevealMessage(scrollRef, virtualizer, rows, stopFollowing, startJump);
  const { setRevealed, setLinked, forgetUnfolded } = useReadingMarks();
  useEffect(() => forgetUnfolded, [forgetUnfolded]);
  const markLinked = useCallback(
    (id: string | null) => {
      setLinked(id);
      setRevealed(id);
    },
    [setLinked, setRevealed],
  );
  useLinkedMessage(rows, reveal, markLinked);
  const [find, setFind] = useState<{ request: number; returnTo: HTMLElement | null } | null>(null);
  const openFind = useCallback(() => {
    const active = document.activeElement;
    setFind((open) => ({
      request: (open?.request ?? 0) + 1,
      // The focus goes back where it was when the bar closes (a second Ctrl+F keeps the first place).
      returnTo: open?.returnTo ?? (active instanceof HTMLElement && active !== document.body ? active : null),
    }));
  }, []);
  useReadingKeys(scrollRef, openFind);
  const onReveal = useCallback(
    (match: FindMatch | null, query: string) => {
      setRevealed(match?.messageId ?? null);
      if (match) reveal({ messageId: match.messageId, query, occurrence: match.occurrence });
      else clear();
    },
    [reveal, clear, setRevealed],
  );
  const closeFind = useCallback(() => {
    const returnTo = find?.returnTo;
    clear();
    setRevealed(null);
    setFind(null);
    if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    else document.getElementById(COMPOSER_ID)?.focus({ preventScroll: true });
  }, [find, clear, setRevealed]);
  const { read } = useChatActions();
  // The same list (the same object) while the conversation has not changed: the find bar keeps its matches.
  const shown = useRef<{ tree: unknown; index: unknown; messages: readonly Message[] } | null>(null);
  const shownMessages = useCallback(() => {
    const { tree, siblingIndex } = read();
    if (shown.current?.tree !== tree || shown.current.index !== siblingIndex) {
      const messages = visiblePath(tree, siblingIndex).flatMap((id) => {
        const message = tree.byId.get(id);
        return message ? [message] : [];
      });
      shown.current = { tree, index: siblingIndex, messages };
    }
    return shown.current.messages;
  }, [read]);
  const findBar = useMemo(
    () =>
      find ? (
        <FindBar
          onReveal={onReveal}
          onClose={closeFind}
          focusRequest={find.request}
          shownMessages={shownMessages}
        />
      ) : null,
    [find, onReveal, closeFind, shownMessages],
  );

  const items = virtualizer.getVirtualItems();
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {findBar}
      <QuoteButton scrollRef={scrollRef} />
      {/* The keys and the scrollbar press only tell that the reader scrolls; nothing is activated here. */}
      <div
        ref={scrollRef}
        {...handlers}
        onWheel={(event) => {
          jumping.current = false;
          handlers.onWheel(event);
        }}
        onTouchMove={() => {
          jumping.current = false;
          handlers.onTouchMove();
        }}
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

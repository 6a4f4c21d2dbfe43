import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { quoteIntoComposer, selectedReplyPassage } from '../lib/quote-selection';

/** Room kept between the selection's end and the button, and from the window's edges. */
const GAP_PX = 6;
const BUTTON_WIDTH_PX = 88;

/**
 * A small "Quote" button under text selected in a reply (issue #43): it puts the passage into the message
 * box as a Markdown quote. The keyboard's way is Ctrl+Shift+' (the list's reading keys).
 */
export function QuoteButton({ scrollRef }: { scrollRef: RefObject<HTMLDivElement> }) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<{ top: number; left: number; text: string } | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const scroller = scrollRef.current;
        const passage = scroller ? selectedReplyPassage(scroller) : null;
        if (!passage || !scroller) return setPlace(null);
        const view = scroller.getBoundingClientRect();
        const top = passage.rect.bottom + GAP_PX;
        // Hidden while the selection's end is scrolled out of the list.
        if (top < view.top || top > view.bottom - GAP_PX) return setPlace(null);
        const left = Math.min(
          Math.max(passage.rect.right - BUTTON_WIDTH_PX / 2, GAP_PX),
          window.innerWidth - BUTTON_WIDTH_PX - GAP_PX,
        );
        setPlace({ top, left, text: passage.text });
      });
    };
    const scroller = scrollRef.current;
    document.addEventListener('selectionchange', update);
    scroller?.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('selectionchange', update);
      scroller?.removeEventListener('scroll', update);
    };
  }, [scrollRef]);
  if (!place) return null;
  return (
    <button
      type="button"
      // The selection stays while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        // The page's selection goes first: once the box has the focus, that would clear the box's cursor.
        document.getSelection()?.removeAllRanges();
        quoteIntoComposer(place.text);
        setPlace(null);
      }}
      style={{ position: 'fixed', top: place.top, left: place.left }}
      className="z-30 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink shadow-lg hover:bg-surface-raised"
    >
      {t('chat.reading.quote')}
    </button>
  );
}

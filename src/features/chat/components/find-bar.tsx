import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';
import { FIND_INPUT_ATTRIBUTE } from '../hooks/use-reading-keys';
import { FIND_BAR_ATTRIBUTE } from '../hooks/use-reveal-message';
import { findMatches, stepMatch, type FindMatch, type SearchableMessage } from '../lib/find-matches';

export interface FindBarProps {
  /** Goes to a match (null: none, the mark goes). */
  onReveal: (match: FindMatch | null, query: string) => void;
  onClose: () => void;
  /** Changes on each Ctrl+F: the box takes the focus and its text is selected. */
  focusRequest: number;
  /** The messages of the branch shown, top to bottom, as they are now. */
  shownMessages: () => readonly SearchableMessage[];
}

/**
 * Find in the chat (issue #43): searches the text of every message of the branch shown, not only the rows
 * the virtual list has drawn. Enter and Shift+Enter go to the next and previous match, Escape closes.
 */
export function FindBar({ onReveal, onClose, focusRequest, shownMessages }: FindBarProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<readonly FindMatch[]>([]);
  const [current, setCurrent] = useState(-1);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [focusRequest]);

  // A key's reveal waits for the paint that shows its count, and the next key cancels it (issue #43: the
  // count within 100 ms; drawing rows far away is the next frames' work).
  const generation = useRef(0);
  const go = (found: readonly FindMatch[], index: number, text: string, afterPaint = false) => {
    setCurrent(index);
    const run = (generation.current += 1);
    const reveal = () => {
      if (run === generation.current) onReveal(found[index] ?? null, text);
    };
    if (afterPaint) requestAnimationFrame(() => setTimeout(reveal, 0));
    else reveal();
  };

  const search = (text: string) => {
    setQuery(text);
    const found = matchesNow(text);
    setMatches(found);
    go(found, found.length ? 0 : -1, text, true);
  };

  // The matches of the conversation as it is now: computed again only when it has changed since.
  const searched = useRef<{ messages: readonly SearchableMessage[]; query: string } | null>(null);
  const matchesNow = (text: string): readonly FindMatch[] => {
    const messages = shownMessages();
    if (searched.current?.messages === messages && searched.current.query === text) return matches;
    searched.current = { messages, query: text };
    return findMatches(messages, text);
  };

  const step = (direction: 1 | -1) => {
    const found = matchesNow(query);
    setMatches(found);
    go(found, stepMatch(Math.min(current, found.length - 1), direction, found.length), query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      step(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  const total = matches.length;
  const count = !query.trim()
    ? ''
    : total === 0
      ? t('chat.reading.no_matches')
      : t('chat.reading.match_count', { current: current + 1, total });
  const button =
    'rounded-md p-1.5 text-ink hover:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div
      role="search"
      {...{ [FIND_BAR_ATTRIBUTE]: '' }}
      aria-label={t('chat.reading.find_label')}
      className="absolute right-2 top-2 z-20 flex max-w-[calc(100%-1rem)] items-center gap-1 rounded-xl border border-line bg-surface p-1.5 shadow-lg sm:right-4"
    >
      <input
        ref={input}
        {...{ [FIND_INPUT_ATTRIBUTE]: '' }}
        type="search"
        value={query}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onKeyDown}
        aria-label={t('chat.reading.find_label')}
        placeholder={t('chat.reading.find_placeholder')}
        enterKeyHint="search"
        className="w-40 min-w-0 rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink placeholder:text-ink-muted focus:border-accent focus:outline-none focus:ring-1 focus:ring-accent sm:w-56"
      />
      <span
        role="status"
        className="min-w-[4.5rem] whitespace-nowrap px-1 text-center text-xs tabular-nums text-ink-muted"
      >
        {count}
      </span>
      <button
        type="button"
        onClick={() => step(-1)}
        disabled={total === 0}
        aria-label={t('chat.reading.previous_match')}
        className={button}
      >
        <ChevronDownIcon width={16} height={16} className="rotate-180" />
      </button>
      <button
        type="button"
        onClick={() => step(1)}
        disabled={total === 0}
        aria-label={t('chat.reading.next_match')}
        className={button}
      >
        <ChevronDownIcon width={16} height={16} />
      </button>
      <button type="button" onClick={onClose} aria-label={t('chat.reading.close_find')} className={button}>
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DraftBuffer } from '../lib/draft-buffer';

/** What the composer's panel needs to know of the text on every key press: none, only spaces, or some. */
export type DraftFill = 'empty' | 'blank' | 'text';

const fillOf = (text: string): DraftFill => (text === '' ? 'empty' : text.trim() === '' ? 'blank' : 'text');

/** Renders the caller only when the box turns empty, blank or filled, not on every key press. */
export function useDraftFill(draft: DraftBuffer): DraftFill {
  return useSyncExternalStore(draft.subscribe, () => fillOf(draft.read()));
}

/** How long typing pauses before the token count and the quick action follow the text (spec section 9). */
const SETTLE_MS = 250;

/**
 * The draft's text once typing has paused (for the token count and the quick action it names); an
 * emptied box (a sent message) is followed at once.
 */
export function useSettledText(draft: DraftBuffer, delayMs = SETTLE_MS): string {
  const [settled, setSettled] = useState(draft.read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = draft.subscribe(() => {
      clearTimeout(timer);
      if (draft.read() === '') setSettled('');
      else timer = setTimeout(() => setSettled(draft.read()), delayMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [draft, delayMs]);
  return settled;
}

import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { DraftBuffer, DraftFill } from '../lib/draft-buffer';

/**
 * Renders the caller only when the box turns empty, blank or filled, not on every key press; and then as
 * a transition, after the key's own work: a render inside the box's input event made the browser lay the
 * page out once more for that key (issue #43).
 */
export function useDraftFill(draft: DraftBuffer): DraftFill {
  const [fill, setFill] = useState(draft.fill);
  useEffect(() => {
    const follow = () => startTransition(() => setFill(draft.fill()));
    // A change between the render and this effect.
    follow();
    return draft.subscribeFill(follow);
  }, [draft]);
  return fill;
}

/**
 * The draft's text once typing has paused (for the token count and the quick action it names); an
 * emptied box (a sent message) is followed at once.
 */
export function useSettledText(draft: DraftBuffer): string {
  return useSyncExternalStore(draft.subscribeSettled, draft.settled);
}

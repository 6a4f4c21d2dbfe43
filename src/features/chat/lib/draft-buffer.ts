import { createPauseTimer } from '@/lib/pause-timer';
import { beforeUserDataClear } from '@/lib/user-data';
import { readDraft, writeDraft } from './drafts';

/**
 * Typing pauses this long before the draft is written to local storage (issue #30), and before the token
 * count and the quick action follow the text (spec section 9: the token count's debounce).
 */
export const TYPING_PAUSE_MS = 250;

/** What the composer's panel needs to know of the text on every key press: none, only spaces, or some. */
export type DraftFill = 'empty' | 'blank' | 'text';

const fillOf = (text: string): DraftFill => (text === '' ? 'empty' : /\S/.test(text) ? 'text' : 'blank');

type Listen = (listener: () => void) => () => void;

/**
 * The composer's text, held outside React state so a key press renders nothing: the parts that follow the
 * text hear of it only when what they show can change (the box turning empty or filled, typing pausing),
 * and it is written to local storage once typing pauses instead of on every key. A write still pending is
 * done at once when the box loses focus, the page is hidden or left, and the chat closes (`flush`), so
 * nothing typed is lost on a reload or a chat switch.
 */
export interface DraftBuffer {
  /** The text in the composer now. */
  read: () => string;
  /** Whether the box is empty, holds only spaces, or holds text. */
  fill: () => DraftFill;
  /**
   * The text once typing has paused for `TYPING_PAUSE_MS` (the token count and the quick action follow it);
   * an emptied box (a sent message) settles at once.
   */
  settled: () => string;
  /** The box itself changed (a key press, a paste): it shows the text already. */
  typed: (text: string) => void;
  /** Text from elsewhere (a picked starter, dictation): kept at once and written into the box. */
  change: (text: string) => void;
  /** Stores a pending change now. */
  flush: () => void;
  /**
   * The message is on its way (its code may still be loading): nothing is left in storage, so a chat opened
   * meanwhile does not find it there; the box keeps the text until `sent` or `unsent`.
   */
  sending: () => void;
  /** The message did not go: the text in the box is stored again. */
  unsent: () => void;
  /** The message went out: the box empties and nothing is left in storage (a pending write is dropped). */
  sent: () => void;
  /** The server named the chat (`null` is a fresh chat): what is in the box becomes that chat's draft. */
  moveTo: (conversationId: string | null) => void;
  /** For useSyncExternalStore: `listener` runs when `fill()` changes. */
  subscribeFill: Listen;
  /** `listener` runs when `settled()` changes. */
  subscribeSettled: Listen;
  /** `listener` runs when the text changed other than by typing in the box (the box must show it). */
  subscribeWritten: Listen;
}

/** A fresh chat's draft key (its chat key, `new:…`; null for one without): its text moves once the chat is named. */
const isFreshChatKey = (key: string | null): boolean => key === null || key.startsWith('new');

/** The buffers' pending writes, each by its cancel: a logout drops them before it clears storage. */
const pendingWrites = new Set<() => boolean>();
let dropsAtLogout = false;

function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function createDraftBuffer(conversationId: string | null): DraftBuffer {
  let key = conversationId;
  let text = readDraft(key);
  let fill = fillOf(text);
  let settled = text;
  const fillListeners = listenerSet();
  const settledListeners = listenerSet();
  const writtenListeners = listenerSet();
  if (!dropsAtLogout) {
    dropsAtLogout = true;
    beforeUserDataClear(() => {
      for (const cancelWrite of [...pendingWrites]) cancelWrite();
    });
  }

  const settle = (next: string) => {
    if (next === settled) return;
    settled = next;
    settledListeners.notify();
  };
  let writePending = false;
  // One timer for both: a key press only pokes it (src/lib/pause-timer.ts).
  const pause = createPauseTimer(TYPING_PAUSE_MS, () => {
    settle(text);
    if (cancel()) writeDraft(key, text);
  });
  /** Drops a pending write; true when there was one. */
  function cancel() {
    pendingWrites.delete(cancel);
    const pending = writePending;
    writePending = false;
    return pending;
  }
  // Only a change not yet stored is written: storage cleared meanwhile (a logout) stays clear.
  const flush = () => {
    if (cancel()) writeDraft(key, text);
  };
  /** Nothing of this chat's draft in storage, and no write pending. */
  const unstore = () => {
    cancel();
    writeDraft(key, '');
  };
  /** Keeps `next`; false when it is what the box held already. An emptied box settles at once. */
  const set = (next: string) => {
    if (next === text) return false;
    text = next;
    const nextFill = fillOf(next);
    if (nextFill !== fill) {
      fill = nextFill;
      fillListeners.notify();
    }
    if (next === '') settle('');
    return true;
  };
  const typed = (next: string) => {
    if (!set(next)) return;
    writePending = true;
    pendingWrites.add(cancel);
    pause.poke();
  };

  return {
    read: () => text,
    fill: () => fill,
    settled: () => settled,
    typed,
    change(next) {
      typed(next);
      writtenListeners.notify();
    },
    flush,
    sending: unstore,
    unsent() {
      writeDraft(key, text);
    },
    sent() {
      unstore();
      if (set('')) writtenListeners.notify();
    },
    moveTo(next) {
      if (next === key) return;
      if (!isFreshChatKey(key)) {
        flush();
        key = next;
        return;
      }
      // Typed while the first reply streamed: the text moves to the named chat.
      unstore();
      key = next;
      writeDraft(key, text);
    },
    subscribeFill: fillListeners.subscribe,
    subscribeSettled: settledListeners.subscribe,
    subscribeWritten: writtenListeners.subscribe,
  };
}

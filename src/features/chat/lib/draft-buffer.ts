import { beforeUserDataClear } from '@/lib/user-data';
import { readDraft, writeDraft } from './drafts';

/** Typing pauses this long before the draft is written to local storage (issue #30). */
export const DRAFT_WRITE_DELAY_MS = 300;

/**
 * The composer's text, held outside React state so a key press renders the composer only (not the chat
 * around it), and written to local storage once typing pauses instead of on every key. A write still
 * pending is done at once when the box loses focus, the page is hidden or left, and the chat closes
 * (`flush`), so nothing typed is lost on a reload or a chat switch.
 */
export interface DraftBuffer {
  /** The text in the composer now. */
  read: () => string;
  /** The text changed (a key press, a picked starter, dictation): kept at once, stored once typing pauses. */
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
  /** For useSyncExternalStore: `listener` runs after each change of the text. */
  subscribe: (listener: () => void) => () => void;
}

/** A fresh chat's draft key (its chat key, `new:…`; null for one without): its text moves once the chat is named. */
const isFreshChatKey = (key: string | null): boolean => key === null || key.startsWith('new');

/** The buffers' pending writes, each by its cancel: a logout drops them before it clears storage. */
const pendingWrites = new Set<() => boolean>();
let dropsAtLogout = false;

export function createDraftBuffer(conversationId: string | null): DraftBuffer {
  let key = conversationId;
  let text = readDraft(key);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  if (!dropsAtLogout) {
    dropsAtLogout = true;
    beforeUserDataClear(() => {
      for (const cancelWrite of [...pendingWrites]) cancelWrite();
    });
  }

  const cancel = () => {
    pendingWrites.delete(cancel);
    if (timer === null) return false;
    clearTimeout(timer);
    timer = null;
    return true;
  };
  // Only a change not yet stored is written: storage cleared meanwhile (a logout) stays clear.
  const flush = () => {
    if (cancel()) writeDraft(key, text);
  };
  /** Nothing of this chat's draft in storage, and no write pending. */
  const unstore = () => {
    cancel();
    writeDraft(key, '');
  };
  const set = (next: string) => {
    if (next === text) return;
    text = next;
    for (const listener of listeners) listener();
  };

  return {
    read: () => text,
    change(next) {
      set(next);
      cancel();
      pendingWrites.add(cancel);
      timer = setTimeout(() => {
        timer = null;
        pendingWrites.delete(cancel);
        writeDraft(key, text);
      }, DRAFT_WRITE_DELAY_MS);
    },
    flush,
    sending: unstore,
    unsent() {
      writeDraft(key, text);
    },
    sent() {
      unstore();
      set('');
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
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

import { useSyncExternalStore } from 'react';

/**
 * The conversations whose reply is being written right now, by id: the chat marks them, the history
 * shows them (features do not reach into each other, so the fact sits here between them).
 */
const writing = new Set<string>();
const listeners = new Set<() => void>();

export function markWriting(conversationId: string, on: boolean): void {
  if (writing.has(conversationId) === on) return;
  if (on) writing.add(conversationId);
  else writing.delete(conversationId);
  notify();
}

let notifying = false;
/**
 * Listeners hear of a change after the current task: the chat marks a chat inside a stream's event, and
 * a synchronous re-render of the history there slowed the streaming row's updates to a few per reply.
 */
function notify(): void {
  if (notifying) return;
  notifying = true;
  setTimeout(() => {
    notifying = false;
    for (const listener of listeners) listener();
  }, 0);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useIsWriting(conversationId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => writing.has(conversationId),
    () => false,
  );
}

/** A session that ended: nothing of it is written any more. */
export function clearWriting(): void {
  writing.clear();
  notify();
}

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
  for (const listener of listeners) listener();
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
  for (const listener of listeners) listener();
}

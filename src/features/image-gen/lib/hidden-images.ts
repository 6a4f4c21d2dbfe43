/**
 * Images the user has deleted whose Undo toast is still up (issue #27): hidden from the collection at
 * once, deleted on the server only when the toast goes. A module store, so leaving the screen and
 * coming back within those seconds does not show them again.
 */
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<string>) {
  hidden = next;
  for (const listener of listeners) listener();
}

export function hideImage(replicate: string): void {
  set(new Set([...hidden, replicate]));
}

export function showImageAgain(replicate: string): void {
  if (!hidden.has(replicate)) return;
  const next = new Set(hidden);
  next.delete(replicate);
  set(next);
}

export const getHiddenImages = (): ReadonlySet<string> => hidden;

export function subscribeToHiddenImages(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Fired when a request got 401 and the session could not be refreshed. */
export function onAuthError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthError(): void {
  for (const listener of listeners) listener();
}

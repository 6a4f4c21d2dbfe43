/**
 * Whether the plugin store is open. The store can be opened from the user card, which lives in the
 * sidebar (gone on narrow screens once it closes), so the dialog is hosted by the app shell and
 * opened through here.
 */
type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

function set(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openPluginStore = (): void => set(true);
export const closePluginStore = (): void => set(false);
export const isPluginStoreOpen = (): boolean => open;

export function subscribePluginStore(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the shortcuts dialog is open: opened by Ctrl+/ and from the account menu, hosted by the app shell. */
let open = false;
const listeners = new Set<() => void>();

export function setShortcutsOpen(next: boolean): void {
  open = next;
  listeners.forEach((listener) => listener());
}

export const isShortcutsOpen = (): boolean => open;

export function subscribeShortcuts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

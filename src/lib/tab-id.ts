/**
 * This tab's own id, kept in sessionStorage (one per tab, through reloads): a tab's first history entry
 * has the same location key ('default') in every tab, so a fresh chat's key needs the tab too.
 */
const KEY = 'chatTab';
let cached: string | null = null;

export function tabId(): string {
  if (cached) return cached;
  try {
    cached = sessionStorage.getItem(KEY);
    if (!cached) {
      cached = Math.random().toString(36).slice(2, 10);
      sessionStorage.setItem(KEY, cached);
    }
  } catch {
    cached = Math.random().toString(36).slice(2, 10);
  }
  return cached;
}

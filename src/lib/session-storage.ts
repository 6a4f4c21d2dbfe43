/**
 * sessionStorage (this tab's session: a reload keeps it, a new tab does not) that survives private
 * modes and corrupt values. Per-user keys need nothing more: logout clears every key not on the
 * device list in lib/user-data.ts.
 */
export function readSession<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Keeps `value` under `key`; undefined removes the key. */
export function writeSession(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: it simply is not remembered.
  }
}

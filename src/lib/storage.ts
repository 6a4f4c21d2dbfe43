/** localStorage (kept across visits) and sessionStorage (this tab's session) access that survives private modes and corrupt values. */
type Kind = 'local' | 'session';

const storageOf = (kind: Kind): Storage => (kind === 'session' ? sessionStorage : localStorage);

export function readJson<T>(key: string, fallback: T, kind: Kind = 'local'): T {
  try {
    const raw = storageOf(kind).getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, kind: Kind = 'local'): void {
  try {
    if (value === undefined) storageOf(kind).removeItem(key);
    else storageOf(kind).setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the setting simply is not remembered.
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export type CookieOptions = { days?: number; sameSite?: 'Lax' | 'Strict' | 'None'; path?: string };

function isSecureContextForCookies(): boolean {
  if (typeof location === 'undefined') return false;
  if (location.protocol === 'https:') return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
}

/**
 * The page's cookies, read from `document.cookie` once a task: each read of it asks the browser, and one
 * render reads several (a page change read it a dozen times). Forgotten at the task's end and on a write.
 */
let jar: Map<string, string> | null = null;

function cookieJar(): Map<string, string> {
  if (jar) return jar;
  const read = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    const key = (index === -1 ? part : part.slice(0, index)).trim();
    if (!read.has(key)) read.set(key, index === -1 ? '' : part.slice(index + 1).trim());
  }
  jar = read;
  queueMicrotask(() => (jar = null));
  return read;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const value = cookieJar().get(name);
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Writes a first-party cookie: secure where the page allows it, Lax and path / unless told otherwise. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { days = 30, sameSite = 'Lax', path = '/' } = options;
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  const secure = isSecureContextForCookies() ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=${sameSite}${secure}`;
  jar = null;
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  jar = null;
}

export function listCookieNames(): string[] {
  if (typeof document === 'undefined') return [];
  return [...cookieJar().keys()].filter(Boolean);
}

/** Expires every cookie this page can see, at the root path and at the current path. */
export function clearAllCookies(): void {
  const paths = new Set(['/', typeof location === 'undefined' ? '/' : location.pathname]);
  for (const name of listCookieNames()) {
    for (const path of paths) deleteCookie(name, path);
  }
}

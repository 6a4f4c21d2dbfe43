const DAY_MS = 24 * 60 * 60 * 1000;

export type CookieOptions = { days?: number; sameSite?: 'Lax' | 'Strict' | 'None'; path?: string };

function isSecureContextForCookies(): boolean {
  if (typeof location === 'undefined') return false;
  if (location.protocol === 'https:') return true;
  return ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    const key = (index === -1 ? part : part.slice(0, index)).trim();
    if (key === name) {
      const value = index === -1 ? '' : part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** Writes a first-party cookie: secure where the page allows it, Lax and path / unless told otherwise. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { days = 30, sameSite = 'Lax', path = '/' } = options;
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  const secure = isSecureContextForCookies() ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=${sameSite}${secure}`;
}

export function deleteCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
}

export function listCookieNames(): string[] {
  if (typeof document === 'undefined' || !document.cookie) return [];
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** Expires every cookie this page can see, at the root path and at the current path. */
export function clearAllCookies(): void {
  const paths = new Set(['/', typeof location === 'undefined' ? '/' : location.pathname]);
  for (const name of listCookieNames()) {
    for (const path of paths) deleteCookie(name, path);
  }
}

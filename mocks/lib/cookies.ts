export interface CookieOptions {
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  maxAgeSeconds?: number;
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${options.maxAgeSeconds}`);
    parts.push(`Expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`);
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}

/** A Set-Cookie value that deletes the cookie. */
export function clearCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'> = {}): string {
  return `${serializeCookie(name, '', options)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** Headers carrying several Set-Cookie values (kept apart, never joined). */
export function withSetCookies(cookies: readonly string[], headers?: HeadersInit): Headers {
  const out = new Headers(headers);
  cookies.forEach((cookie) => out.append('Set-Cookie', cookie));
  return out;
}

function parseCookieHeader(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    if (Object.hasOwn(out, name)) continue;
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/**
 * A request cookie. The Cookie header wins (node server, msw/node); otherwise msw's `cookies`
 * resolver argument, which in the browser holds document.cookie plus msw's own cookie jar.
 */
export function readCookie(
  request: Request,
  mswCookies: Record<string, string>,
  name: string,
): string | undefined {
  const fromHeader = parseCookieHeader(request.headers.get('cookie'))[name];
  const value = fromHeader ?? mswCookies[name];
  return value ? value : undefined;
}

import { deleteCookie, readCookie } from '../cookies';

/**
 * The readable cookie a LibreChat v0.5.8 server sets at login (contract section 5). This client never
 * writes it: the bearer token lives in memory only, and a v0.5.9+ server restores it after a reload
 * through its httpOnly refresh cookie. The cookie is only read on a server without the refresh route.
 */
export const TOKEN_COOKIE = 'token';

let accessToken: string | null = null;

/** The bearer token, in memory only: no script on this host can read it from storage. */
export function getAccessToken(): string | null {
  return accessToken;
}

export function readTokenCookie(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  // A v0.5.8 server's cookie must not outlive the session it belonged to.
  if (!token) deleteCookie(TOKEN_COOKIE);
}

import { deleteCookie, readCookie, writeCookie } from '../cookies';

export const TOKEN_COOKIE = 'token';

type Listener = (token: string | null) => void;

let accessToken: string | null = null;
const listeners = new Set<Listener>();

/** The bearer token lives in memory; the readable `token` cookie marks the browser as signed in. */
export function getAccessToken(): string | null {
  return accessToken;
}

export function readTokenCookie(): string | null {
  return readCookie(TOKEN_COOKIE) || null;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  if (token) writeCookie(TOKEN_COOKIE, token, { days: 30 });
  else deleteCookie(TOKEN_COOKIE);
  for (const listener of listeners) listener(token);
}

export function onAccessTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

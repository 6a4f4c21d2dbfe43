import { apiUrl } from './urls';

const REFRESH_PATH = '/api/auth/refresh';
const REFRESH_LOCK = 'auth-refresh';

/**
 * keepalive: the server rotates the refresh cookie on every call, so a refresh cut off by the page
 * going away (a second reload, a link followed during start-up) would leave the browser holding a
 * token the server has already replaced, and the next load signed out. A keepalive request outlives
 * the page, so its answer's cookie is kept.
 */
export function refreshRequest(): Promise<Response> {
  const send = () => fetch(apiUrl(REFRESH_PATH), { method: 'POST', credentials: 'include', keepalive: true });
  // One refresh at a time across this browser's tabs: each sends the cookie the one before it got back (two
  // tabs opened together would otherwise send the same token, and the server takes it only once).
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request(REFRESH_LOCK, send).then((response) => response);
  return send();
}

let early: Promise<Response> | null = null;

/**
 * Boot sends the start-up refresh as soon as the config is known, while the app's code downloads; the
 * first refresh the app makes (the start-up session check) takes its answer instead of asking again.
 * Kept apart from refresh.ts so the entry does not carry the response's schema.
 */
export function startRefreshEarly(): void {
  early = refreshRequest();
  early.catch(() => undefined);
}

export function takeEarlyRefresh(): Promise<Response> | null {
  const started = early;
  early = null;
  return started;
}

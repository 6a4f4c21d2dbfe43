import { readJson, writeJson } from '../storage';
import { apiUrl } from './urls';

const REFRESH_PATH = '/api/auth/refresh';
const REFRESH_LOCK = 'auth-refresh';
/** Which page of this browser last sent a refresh, and when (localStorage: every tab sees it). */
const STARTED_KEY = 'authRefreshStarted';
/** This page load's own name: modules are evaluated once per page load. */
const PAGE = Math.random().toString(36).slice(2, 10);
/** A refresh another page sent this recently may have rotated the token ours carried. */
const OTHER_PAGE_WINDOW_MS = 10_000;

type Started = { page: string; at: number };
let otherPageBeforeOurs = false;

function readStarted(): Started | null {
  const value = readJson<Partial<Started> | null>(STARTED_KEY, null);
  return typeof value?.page === 'string' && typeof value.at === 'number' ? (value as Started) : null;
}

const byOtherPageLately = (started: Started | null) =>
  !!started && started.page !== PAGE && Math.abs(Date.now() - started.at) < OTHER_PAGE_WINDOW_MS;

/** Notes this page's refresh and whether another page's came just before (storage disabled: nothing; no retry). */
function markStarted() {
  otherPageBeforeOurs = byOtherPageLately(readStarted());
  writeJson(STARTED_KEY, { page: PAGE, at: Date.now() });
}

/**
 * Whether another page of this browser (a tab, or the page this one replaced) sent a refresh shortly before
 * or during this page's last one. Only then can a rejected refresh be a token rotated under it; otherwise the
 * session is gone, and the visitor should not wait for a second answer.
 */
export function otherPageRefreshedLately(): boolean {
  return otherPageBeforeOurs || byOtherPageLately(readStarted());
}

/**
 * keepalive: the server rotates the refresh cookie on every call, so a refresh cut off by the page
 * going away (a second reload, a link followed during start-up) would leave the browser holding a
 * token the server has already replaced, and the next load signed out. A keepalive request outlives
 * the page, so its answer's cookie is kept.
 */
export function refreshRequest(): Promise<Response> {
  const send = () => {
    markStarted();
    return fetch(apiUrl(REFRESH_PATH), { method: 'POST', credentials: 'include', keepalive: true });
  };
  // One refresh at a time across this browser's tabs: each sends the cookie the one before it got back (two
  // tabs opened together would otherwise send the same token, and the server takes it only once).
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(REFRESH_LOCK, send);
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

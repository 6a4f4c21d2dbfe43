import { apiUrl } from './urls';

const REFRESH_PATH = '/api/auth/refresh';

export function refreshRequest(): Promise<Response> {
  return fetch(apiUrl(REFRESH_PATH), { method: 'POST', credentials: 'include' });
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

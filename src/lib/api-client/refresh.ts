import { z } from 'zod/mini';
import { setAccessToken } from './token-store';
import { otherPageRefreshedLately, refreshRequest, takeEarlyRefresh } from './early-refresh';

const LOGGED_OUT_TEXT = 'Refresh token not provided';
/** How long a rejected refresh waits before its one retry. */
const REJECTED_RETRY_MS = 500;

const refreshedSchema = z.object({ token: z.string().check(z.minLength(1)), user: z.unknown() });

export type RefreshOutcome =
  | { kind: 'refreshed'; token: string; user: unknown }
  /** No session, or it expired: the visitor is a guest. */
  | { kind: 'logged-out' }
  /** The server has no refresh route (LibreChat v0.5.8): keep whatever token the cookie holds. */
  | { kind: 'unsupported' }
  | { kind: 'failed'; error: unknown };

let inFlight: Promise<RefreshOutcome> | null = null;

/** One refresh at a time: every caller during a refresh shares its outcome. */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh(retried = false): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await ((retried ? null : takeEarlyRefresh()) ?? refreshRequest());
  } catch (error) {
    return { kind: 'failed', error };
  }
  if (response.status === 404) return { kind: 'unsupported' };
  if (response.status === 401 || response.status === 403) {
    // Another page of this browser may have rotated the token a moment ago (a reload or a link followed during
    // start-up, whose refresh outlives its page; a second tab): that answer's cookie arrives after ours left.
    // Then ask once more before calling the visitor a guest.
    if (retried || !otherPageRefreshedLately()) return { kind: 'logged-out' };
    await new Promise((resolve) => setTimeout(resolve, REJECTED_RETRY_MS));
    return runRefresh(true);
  }
  const text = await response.text();
  if (!response.ok) return { kind: 'failed', error: new Error(`Refresh answered ${response.status}`) };
  if (text.trim() === LOGGED_OUT_TEXT) return { kind: 'logged-out' };
  try {
    const parsed = refreshedSchema.parse(JSON.parse(text));
    setAccessToken(parsed.token);
    return { kind: 'refreshed', token: parsed.token, user: parsed.user };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

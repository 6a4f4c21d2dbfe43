import { z } from 'zod/mini';
import { setAccessToken } from './token-store';
import { refreshRequest, takeEarlyRefresh } from './early-refresh';

const LOGGED_OUT_TEXT = 'Refresh token not provided';

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

async function runRefresh(): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await (takeEarlyRefresh() ?? refreshRequest());
  } catch (error) {
    return { kind: 'failed', error };
  }
  if (response.status === 404) return { kind: 'unsupported' };
  if (response.status === 401 || response.status === 403) return { kind: 'logged-out' };
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

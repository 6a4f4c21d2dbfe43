import { readTokenCookie, refreshSession, setAccessToken, type RefreshOutcome } from '@/lib/api-client';
import { clearUserData, hasSignedInCookies } from '@/lib/user-data';

/**
 * A start-up refresh that did not reach the server, or got a 5xx, is asked again before a visitor who
 * was signed in is taken for a guest: one lost request must not show them the guest screen (the splash
 * stays up meanwhile). A guest, without the signed-in cookies, is not kept waiting.
 */
const START_REFRESH_RETRY_DELAYS_MS = [500, 1500] as const;

async function refreshAtStart(): Promise<RefreshOutcome> {
  let outcome = await refreshSession();
  for (const delay of START_REFRESH_RETRY_DELAYS_MS) {
    if (outcome.kind !== 'failed' || !hasSignedInCookies()) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
    outcome = await refreshSession();
  }
  return outcome;
}

/**
 * Works out at start-up who the visitor is. A refresh runs first (v0.5.9+ servers); a server
 * without the refresh route (v0.5.8) answers 404, and then the `token` cookie is the session.
 */
export async function startSession(): Promise<string | null> {
  const cookieToken = readTokenCookie();
  const outcome = await refreshAtStart();
  switch (outcome.kind) {
    case 'refreshed':
      return outcome.token;
    case 'logged-out':
      // A session that ended while the page was closed leaves its user's data behind: clear it.
      if (hasSignedInCookies()) clearUserData();
      if (cookieToken) setAccessToken(null);
      return null;
    case 'unsupported':
    case 'failed':
      if (cookieToken) setAccessToken(cookieToken);
      return cookieToken;
  }
}

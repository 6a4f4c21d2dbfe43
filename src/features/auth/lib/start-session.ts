import { readTokenCookie, refreshSession, setAccessToken } from '@/lib/api-client';
import { clearUserData, hasSignedInCookies } from '@/lib/user-data';

/**
 * Works out at start-up who the visitor is. A refresh runs first (v0.5.9+ servers); a server
 * without the refresh route (v0.5.8) answers 404, and then the `token` cookie is the session.
 */
export async function startSession(): Promise<string | null> {
  const cookieToken = readTokenCookie();
  const outcome = await refreshSession();
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

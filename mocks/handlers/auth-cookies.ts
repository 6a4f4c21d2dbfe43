import { type MockSettings, type RefreshSessionRecord } from '../db/types';
import { clearCookie, serializeCookie } from '../lib/cookies';

export const REFRESH_COOKIE = 'refreshToken';
export const CHAT_SESSION_COOKIE = 'aiwp_logged_in';

/**
 * refreshToken comes first on purpose: msw keeps only the first Set-Cookie of a mocked response in
 * its cookie jar (the jar is how an HttpOnly cookie survives in the browser mock and under jsdom).
 */
export function loginCookies(session: RefreshSessionRecord, settings: MockSettings): string[] {
  return [
    refreshCookie(session, settings),
    serializeCookie(CHAT_SESSION_COOKIE, session.chatSessionId, {
      sameSite: 'Lax',
      maxAgeSeconds: settings.refreshTokenTtlSeconds,
    }),
  ];
}

export function refreshCookie(session: RefreshSessionRecord, settings: MockSettings): string {
  return serializeCookie(REFRESH_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Strict',
    maxAgeSeconds: settings.refreshTokenTtlSeconds,
  });
}

function clearRefreshCookie(): string {
  return clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'Strict' });
}

export function logoutCookies(): string[] {
  return [clearRefreshCookie(), clearCookie('token'), clearCookie(CHAT_SESSION_COOKIE, { sameSite: 'Lax' })];
}

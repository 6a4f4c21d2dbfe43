import { z } from 'zod/mini';

/** Where the session socket listens, on the provider API's origin (spec section 7: 'a realtime socket'). */
export const SESSION_SOCKET_PATH = '/ws/session';
/** Close codes with a meaning (the mock's, see mocks/realtime/session-hub.ts). */
export const SESSION_CLOSE_CODES = { unknownSession: 4001, loggedOut: 4002 } as const;
export const MAX_RECONNECTS = 5;

/**
 * ws(s)://{provider API base, or the page's origin}/ws/session. The socket belongs to the provider
 * API, so one base (`providerApiBaseUrl`) serves both; no config key of its own.
 */
export function sessionSocketUrl(providerApiBaseUrl: string, pageOrigin: string): string {
  const url = new URL(providerApiBaseUrl || pageOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${SESSION_SOCKET_PATH}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}

const messageSchema = z.object({ type: z.enum(['registered', 'active-session', 'force-logout', 'error']) });
export type SessionEvent = z.infer<typeof messageSchema>['type'];

/** A server message's type, or null for anything else (ignored). */
export function parseSessionMessage(data: unknown): SessionEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = messageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.type : null;
  } catch {
    return null;
  }
}

/** After a close: the session was ended, the server refused it (stop), or try again later. */
export function closeOutcome(code: number): 'logged-out' | 'stop' | 'retry' {
  if (code === SESSION_CLOSE_CODES.loggedOut) return 'logged-out';
  if (code === SESSION_CLOSE_CODES.unknownSession) return 'stop';
  return 'retry';
}

/** A connection that stayed open this long was a real one: the back-off starts again after it. */
export const STABLE_CONNECTION_MS = 10_000;

/**
 * The retry count after a connection closed: back to 0 only when it had lasted, so a server that
 * accepts and closes at once is not called again every second for ever.
 */
export function attemptAfterClose(attempt: number, openedForMs: number | null): number {
  return openedForMs !== null && openedForMs >= STABLE_CONNECTION_MS ? 0 : attempt;
}

/** 1 s, 2 s, 4 s … up to 30 s; null once MAX_RECONNECTS attempts are spent. */
export function reconnectDelayMs(attempt: number): number | null {
  if (attempt >= MAX_RECONNECTS) return null;
  return Math.min(30_000, 1000 * 2 ** attempt);
}

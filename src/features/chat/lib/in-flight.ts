/**
 * The request of a reply being written, kept in sessionStorage while it streams: a reload in the middle
 * of a reply finds it and waits for the server to finish (the contract has no route to resume the
 * stream itself). Per user: logout clears sessionStorage's private keys.
 */
const PREFIX = 'chatInFlight:';

/** After this long a reply is not waited for any more: it shows as unfinished, with Regenerate. */
export const IN_FLIGHT_WINDOW_MS = 5 * 60_000;

export interface InFlight {
  userMessageId: string;
  endpoint: string;
  sentAt: number;
}

function isInFlight(value: unknown): value is InFlight {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.userMessageId === 'string' &&
    typeof entry.endpoint === 'string' &&
    typeof entry.sentAt === 'number'
  );
}

export function rememberInFlight(conversationId: string, entry: InFlight): void {
  try {
    sessionStorage.setItem(PREFIX + conversationId, JSON.stringify(entry));
  } catch {
    // Storage blocked: a reload shows the reply as the server saved it.
  }
}

export function forgetInFlight(conversationId: string): void {
  try {
    sessionStorage.removeItem(PREFIX + conversationId);
  } catch {
    // Nothing was kept.
  }
}

/** The conversation's reply still being written, if it was sent from this tab less than the window ago. */
export function inFlightFor(conversationId: string, now = Date.now()): InFlight | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + conversationId);
    const entry: unknown = raw ? JSON.parse(raw) : null;
    if (!isInFlight(entry)) return null;
    if (now - entry.sentAt > IN_FLIGHT_WINDOW_MS || entry.sentAt > now + 60_000) {
      forgetInFlight(conversationId);
      return null;
    }
    return entry;
  } catch {
    return null;
  }
}

import { type MockDb } from '../db/mock-db';
import { endUserSessions, findUserIdByChatSession } from '../db/sessions';
import { findUserById } from '../db/users';
import { isRecord } from '../lib/http';

/** Where the session socket listens, on the provider API's origin. */
export const SESSION_SOCKET_PATH = '/ws/session';

/** Close codes the hub uses (the 4000 range is free for applications). */
export const SOCKET_CLOSE = {
  /** The mock was reset: every session is gone. */
  reset: 4000,
  /** The register message named no live session of that e-mail. */
  unknownSession: 4001,
  /** The session was ended (forced logout or taken over elsewhere). */
  loggedOut: 4002,
} as const;

/** One open socket, whatever carries it (msw's ws link or the node server's upgrade). */
export interface SocketPeer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

export interface SocketConnection {
  message(text: string): void;
  closed(): void;
}

export interface SessionHub {
  connect(peer: SocketPeer): SocketConnection;
  /** Ends every session of the user and tells each of its sockets; returns the counts. */
  forceLogout(userId: string): { sessions: number; sockets: number };
  /** Open sockets (for tests). */
  readonly size: number;
  /** Registered sockets of a user (for tests that wait for the app's socket). */
  registeredCount(userId: string): number;
}

interface Entry {
  peer: SocketPeer;
  userId: string | null;
  sessionId: string | null;
  /** false while the socket waits on the active-session page. */
  active: boolean;
}

const send = (peer: SocketPeer, message: Record<string, unknown>) => peer.send(JSON.stringify(message));

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * The realtime session socket (spec section 4 'Authentication', section 7): a client registers its
 * chat session `{type:"register", id, email}`. If another session of the same user is already
 * active, the newcomer hears `{type:"active-session"}`; it may take over with `{type:"takeover"}`,
 * which ends the other sessions. A forced logout sends `{type:"force-logout"}` and closes the socket.
 */
export function createSessionHub(db: MockDb): SessionHub {
  const entries = new Set<Entry>();

  const drop = (entry: Entry, code: number, reason: string) => {
    entries.delete(entry);
    entry.peer.close(code, reason);
  };

  /** Tells the user's sockets of the given sessions (all of the user's when null) and closes them. */
  const logOut = (userId: string, sessionIds: readonly string[] | null) => {
    let sockets = 0;
    for (const entry of [...entries]) {
      if (entry.userId !== userId) continue;
      if (sessionIds && !(entry.sessionId && sessionIds.includes(entry.sessionId))) continue;
      send(entry.peer, { type: 'force-logout' });
      drop(entry, SOCKET_CLOSE.loggedOut, 'Logged out');
      sockets += 1;
    }
    return sockets;
  };

  const register = (entry: Entry, body: Record<string, unknown>) => {
    const sessionId = typeof body.id === 'string' ? body.id.trim() : '';
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const userId = sessionId ? findUserIdByChatSession(db, sessionId) : undefined;
    const user = userId ? findUserById(db, userId) : undefined;
    if (!user || user.email.toLowerCase() !== email) {
      send(entry.peer, { type: 'error', message: 'Unknown session' });
      drop(entry, SOCKET_CLOSE.unknownSession, 'Unknown session');
      return;
    }
    entry.userId = user.id;
    entry.sessionId = sessionId;
    const elsewhere = [...entries].some(
      (other) => other.active && other.userId === user.id && other.sessionId !== sessionId,
    );
    entry.active = !elsewhere;
    send(entry.peer, { type: elsewhere ? 'active-session' : 'registered' });
  };

  const takeover = (entry: Entry) => {
    if (!entry.userId || !entry.sessionId) return;
    const ended = endUserSessions(db, entry.userId, entry.sessionId);
    db.save();
    logOut(entry.userId, ended);
    entry.active = true;
    send(entry.peer, { type: 'registered' });
  };

  db.onReset(() => {
    for (const entry of [...entries]) drop(entry, SOCKET_CLOSE.reset, 'Reset');
  });

  return {
    connect(peer) {
      const entry: Entry = { peer, userId: null, sessionId: null, active: false };
      entries.add(entry);
      return {
        message(text) {
          if (!entries.has(entry)) return;
          const body = parse(text);
          if (body.type === 'register') register(entry, body);
          else if (body.type === 'takeover') takeover(entry);
        },
        closed() {
          entries.delete(entry);
        },
      };
    },
    forceLogout(userId) {
      const ended = endUserSessions(db, userId);
      db.save();
      return { sessions: ended.length, sockets: logOut(userId, null) };
    },
    get size() {
      return entries.size;
    },
    registeredCount(userId) {
      return [...entries].filter((entry) => entry.userId === userId).length;
    },
  };
}

const hubs = new WeakMap<MockDb, SessionHub>();

/** The one hub of a database, shared by its msw handlers and the node server's socket endpoint. */
export function sessionHubOf(db: MockDb): SessionHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = createSessionHub(db);
    hubs.set(db, hub);
  }
  return hub;
}

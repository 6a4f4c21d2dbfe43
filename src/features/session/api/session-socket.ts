import {
  attemptAfterClose,
  closeOutcome,
  parseSessionMessage,
  reconnectDelayMs,
  type SessionEvent,
} from '../lib/session-socket';

export { sessionSocketUrl } from '../lib/session-socket';

export interface SessionSocketOptions {
  url: string;
  /** The chat-session id (the aiwp_logged_in cookie value). */
  sessionId: string;
  email: string;
  /** registered, active-session, force-logout (also for a close that says so), error. */
  onEvent: (event: SessionEvent) => void;
}

export interface SessionSocket {
  /** Ends the user's other sessions so this one may go on (from the active-session page). */
  takeover(): void;
  close(): void;
}

/**
 * The realtime session socket: registers `{type:"register", id, email}` on every (re)connect and
 * reports what the server says. It reconnects with back-off after a dropped connection, and stops
 * for good after a forced logout or a refused session.
 */
export function openSessionSocket(options: SessionSocketOptions): SessionSocket {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const current = new WebSocket(options.url);
    let openedAt: number | null = null;
    socket = current;
    current.addEventListener('open', () => {
      // close() while still connecting makes the browser log an error, so close() waits until open.
      if (stopped) return current.close(1000);
      openedAt = Date.now();
      current.send(JSON.stringify({ type: 'register', id: options.sessionId, email: options.email }));
    });
    current.addEventListener('message', (event) => {
      const type = parseSessionMessage(event.data);
      if (!type || stopped) return;
      if (type === 'force-logout' || type === 'error') stopped = true;
      options.onEvent(type);
    });
    current.addEventListener('close', (event) => {
      if (socket !== current || stopped) return;
      const outcome = closeOutcome(event.code);
      if (outcome !== 'retry') {
        stopped = true;
        options.onEvent(outcome === 'logged-out' ? 'force-logout' : 'error');
        return;
      }
      attempt = attemptAfterClose(attempt, openedAt === null ? null : Date.now() - openedAt);
      const delay = reconnectDelayMs(attempt++);
      if (delay !== null) retryTimer = setTimeout(connect, delay);
    });
  };
  connect();

  return {
    takeover() {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'takeover' }));
    },
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      if (socket?.readyState === WebSocket.OPEN) socket.close(1000);
    },
  };
}

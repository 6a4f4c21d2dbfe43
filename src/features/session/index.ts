export { SessionProvider, ACTIVE_SESSION_PATH, STOP_SESSION_PATH } from './components/session-provider';
export { ActiveSessionPage } from './components/active-session-page';
export { StopSessionPage } from './components/stop-session-page';
export { useSession } from './hooks/use-session';
export type { SessionContextValue, SessionStatus } from './lib/session-context';
export {
  SESSION_SOCKET_PATH,
  sessionSocketUrl,
  parseSessionMessage,
  closeOutcome,
  reconnectDelayMs,
  attemptAfterClose,
  STABLE_CONNECTION_MS,
  type SessionEvent,
} from './lib/session-socket';

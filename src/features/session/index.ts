export { SessionProvider } from './components/session-provider';
export { ActiveSessionPage } from './components/active-session-page';
export { StopSessionPage } from './components/stop-session-page';
export {
  sessionSocketUrl,
  parseSessionMessage,
  closeOutcome,
  reconnectDelayMs,
  attemptAfterClose,
  STABLE_CONNECTION_MS,
} from './lib/session-socket';

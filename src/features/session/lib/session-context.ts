import { createContext } from 'react';

export type SessionStatus = 'idle' | 'active' | 'active-elsewhere';

export interface SessionContextValue {
  /** active-elsewhere: another session of this user is in use; this one waits on the active-session page. */
  status: SessionStatus;
  /** Ends the other sessions and goes on here. */
  takeover: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

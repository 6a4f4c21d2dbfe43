import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthContext } from '@/features/auth';
import { SESSION_COOKIE } from '@/features/plans';
import { readCookie } from '@/lib/cookies';
import { getRuntimeConfig } from '@/lib/runtime-config';
import type { SessionSocket } from '../api/session-socket';
import { SessionContext, type SessionContextValue, type SessionStatus } from '../lib/session-context';
import type { SessionEvent } from '../lib/session-socket';

// The socket's code comes with the first signed-in session, not with a guest's page.
const loadSocket = () => import('../api/session-socket');

export const ACTIVE_SESSION_PATH = '/active-session';
export const STOP_SESSION_PATH = '/stop-session';

/**
 * Keeps a signed-in user's realtime session socket open (spec section 4 'Authentication'): a second
 * session of the same user waits on the active-session page; a forced logout ends the session here
 * and shows the stop-session page.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { user, isAuthenticated, logout } = useAuthContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [status, setStatus] = useState<SessionStatus>('idle');
  const socket = useRef<SessionSocket | null>(null);
  const email = isAuthenticated ? (user?.email ?? null) : null;

  const onEvent = useRef<(event: SessionEvent) => void>(() => undefined);
  useLayoutEffect(() => {
    onEvent.current = (event) => {
      if (event === 'registered') setStatus('active');
      else if (event === 'active-session') setStatus('active-elsewhere');
      else if (event === 'force-logout') {
        setStatus('idle');
        // Leave the signed-in pages first, so no guard redirects while the session ends.
        navigate(STOP_SESSION_PATH, { replace: true });
        void logout({ redirectTo: STOP_SESSION_PATH });
      }
    };
  });

  useEffect(() => {
    const sessionId = readCookie(SESSION_COOKIE);
    if (!email || !sessionId) return;
    let opened: SessionSocket | null = null;
    let ended = false;
    loadSocket().then(
      ({ openSessionSocket, sessionSocketUrl }) => {
        if (ended) return;
        opened = openSessionSocket({
          url: sessionSocketUrl(getRuntimeConfig().providerApiBaseUrl, window.location.origin),
          sessionId,
          email,
          onEvent: (event) => onEvent.current(event),
        });
        socket.current = opened;
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      ended = true;
      opened?.close();
      socket.current = null;
      setStatus('idle');
    };
  }, [email]);

  // While another session is active, this one stays on the active-session page; after a takeover it goes on.
  useEffect(() => {
    if (status === 'active-elsewhere' && pathname !== ACTIVE_SESSION_PATH) {
      navigate(ACTIVE_SESSION_PATH, { replace: true });
    } else if (status === 'active' && pathname === ACTIVE_SESSION_PATH) {
      navigate('/chat/new', { replace: true });
    }
  }, [status, pathname, navigate]);

  const value = useMemo<SessionContextValue>(
    () => ({ status, takeover: () => socket.current?.takeover() }),
    [status],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

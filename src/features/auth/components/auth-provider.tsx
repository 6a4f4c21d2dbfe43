import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@/lib/i18n';
import { getAccessToken, isApiError, onAuthError, refreshSession, setAccessToken } from '@/lib/api-client';
import { clearUserData } from '@/lib/user-data';
import { userKeys } from '@/lib/query-keys';
import { useLoginMutation, type LoginCredentials } from '../api/login';
import { useLogoutMutation } from '../api/logout';
import { useUserQuery } from '../api/get-user';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../lib/auth-context';
import { startSession } from '../lib/start-session';
import { useSettledNavigate } from '../hooks/use-settled-navigate';

export const AUTH_ERROR_DELAY_MS = 400;

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useSettledNavigate();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>('initializing');
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const loginMutation = useLoginMutation();
  const { mutateAsync: logoutRequest } = useLogoutMutation();
  const errorTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A logout is under way: a read the server refuses meanwhile is its doing, not a session that ran out. */
  const leaving = useRef(false);

  const becomeGuest = useCallback(() => {
    setAccessToken(null);
    setToken(null);
    setStatus('guest');
    queryClient.removeQueries({ queryKey: userKeys.current() });
  }, [queryClient]);

  useEffect(() => {
    let cancelled = false;
    void startSession().then((startToken) => {
      if (cancelled) return;
      // The first page mounts with this update: as a transition React renders it in slices and keeps
      // the page answering input, instead of one long task (the splash stays until it is ready).
      startTransition(() => {
        setToken(startToken);
        setStatus(startToken ? 'authenticated' : 'guest');
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(
    () =>
      onAuthError(() => {
        // A read refused during a logout, or answered after it (no token left), ends no session.
        if (leaving.current || !getAccessToken()) return;
        // The session ended: what this person kept in the browser goes with it.
        clearUserData();
        becomeGuest();
        queryClient.clear();
        setError(t('auth.session_expired'));
      }),
    [becomeGuest, queryClient, t],
  );

  useEffect(() => () => clearTimeout(errorTimer.current), []);

  const userQuery = useUserQuery(status === 'authenticated');
  // A failed user fetch (other than the 401 handled above) is shown, and the user goes to /chat/new.
  const userError = userQuery.error && !isApiError(userQuery.error, 401) ? userQuery.error : null;
  useEffect(() => {
    if (userError) void navigate('/chat/new', { replace: true });
  }, [userError, navigate]);

  const login = useCallback(
    (credentials: LoginCredentials) => {
      clearTimeout(errorTimer.current);
      setError(null);
      loginMutation.mutate(credentials, {
        onSuccess: (response) => {
          setAccessToken(response.token);
          queryClient.setQueryData(userKeys.current(), response.user);
          setToken(response.token);
          setStatus('authenticated');
          void navigate('/chat/new', { replace: true });
        },
        onError: (loginError) => {
          const message = isApiError(loginError) ? loginError.message : t('auth.error_logging_in');
          errorTimer.current = setTimeout(() => {
            setError(message || t('auth.error_logging_in'));
            void navigate('/login', { replace: true });
          }, AUTH_ERROR_DELAY_MS);
        },
      });
    },
    [loginMutation, navigate, queryClient, t],
  );

  const logout = useCallback(
    async (options?: { redirectTo?: string }) => {
      // The leaving flag renders first (flushSync), so the guest guard of /login already knows the user is
      // leaving, and a read the server refuses from now on does not end the session a second time.
      leaving.current = true;
      flushSync(() => setIsLeaving(true));
      try {
        await logoutRequest();
      } catch {
        // The session is ended locally whatever the server says.
      }
      // The session ends once the next page is on screen: ended first, the page still open (a stored
      // chat, a PDF chat) would send the new guest to its own fallback.
      try {
        await navigate(options?.redirectTo ?? '/login', { replace: true });
      } finally {
        clearUserData();
        becomeGuest();
        queryClient.clear();
        setError(null);
        leaving.current = false;
        setIsLeaving(false);
      }
    },
    [becomeGuest, logoutRequest, navigate, queryClient],
  );

  const adoptSession = useCallback(
    async (newToken: string | null) => {
      let adopted = newToken;
      if (!adopted) {
        const outcome = await refreshSession();
        adopted = outcome.kind === 'refreshed' ? outcome.token : getAccessToken();
      }
      if (!adopted) return;
      setAccessToken(adopted);
      setToken(adopted);
      setStatus('authenticated');
      await queryClient.invalidateQueries({ queryKey: userKeys.current() });
      void navigate('/chat/new', { replace: true });
    },
    [navigate, queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      isAuthenticated: status === 'authenticated',
      token,
      user: status === 'authenticated' ? userQuery.data : undefined,
      error: error ?? userError?.message ?? null,
      isLoggingIn: loginMutation.isPending,
      isLeaving,
      login,
      logout,
      adoptSession,
      clearError: () => setError(null),
    }),
    [
      status,
      token,
      userQuery.data,
      error,
      userError,
      loginMutation.isPending,
      isLeaving,
      login,
      logout,
      adoptSession,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

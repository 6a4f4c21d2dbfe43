import { createContext } from 'react';
import type { User } from '@/lib/schemas/user';
import type { LoginCredentials } from '../api/login';

export type AuthStatus = 'initializing' | 'guest' | 'authenticated';

export type AuthContextValue = {
  status: AuthStatus;
  isAuthenticated: boolean;
  token: string | null;
  user: User | undefined;
  /** The last login, session or user-fetch error, ready to show. */
  error: string | null;
  isLoggingIn: boolean;
  /** A logout is on its way to /login: still signed in until it gets there. */
  isLeaving: boolean;
  login: (credentials: LoginCredentials) => void;
  /** Ends the session; then goes to /login, or to `redirectTo` (the stop-session page after a forced logout). */
  logout: (options?: { redirectTo?: string }) => Promise<void>;
  /** Adopts a session created elsewhere (registration, social login callback). */
  adoptSession: (token: string | null) => Promise<void>;
  clearError: () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

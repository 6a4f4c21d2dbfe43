export { AuthProvider, AUTH_ERROR_DELAY_MS } from './components/auth-provider';
export { useAuthContext } from './hooks/use-auth-context';
export { useStartupConfigQuery } from './api/get-startup-config';
export type { AuthStatus } from './lib/auth-context';
export { AuthPageFrame } from './components/auth-page-frame';

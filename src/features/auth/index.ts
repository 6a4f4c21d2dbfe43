export { AuthProvider } from './components/auth-provider';
export { useAuthContext } from './hooks/use-auth-context';
export { useStartupConfigQuery } from './api/get-startup-config';
export { AuthPageFrame } from './components/auth-page-frame';

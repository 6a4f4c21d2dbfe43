import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';

export function useAuthContext(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuthContext should be used inside AuthProvider');
  return value;
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function logout(): Promise<unknown> {
  return apiRequest('/api/auth/logout', { method: 'POST', skipRefresh: true });
}

/** The caller drops the session's caches itself once /login is on screen (AuthProvider). */
export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}

import { apiRequest } from '@/lib/api-client';

export function logout(): Promise<unknown> {
  return apiRequest('/api/auth/logout', { method: 'POST', skipRefresh: true });
}

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /__mock/reset (the mock backend's control route, demo build only): every account and chat as seeded. */
export function resetDemo(): Promise<void> {
  return apiRequest('/__mock/reset', { method: 'POST', responseType: 'none', skipRefresh: true });
}

/** The page is reloaded afterwards, so nothing cached needs invalidating. */
export function useResetDemoMutation() {
  return useMutation({ mutationFn: resetDemo });
}

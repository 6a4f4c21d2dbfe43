import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

export interface PluginAction {
  pluginKey: string;
  action: 'install' | 'uninstall';
  /** The key form's values by authField, or null. */
  auth: Record<string, string> | null;
}

/** POST /api/user/plugins: the answer is empty; the user's `plugins` list changes on the server. */
export function updateUserPlugins(body: PluginAction): Promise<void> {
  return apiRequest('/api/user/plugins', { json: body, responseType: 'none' });
}

export function useUpdateUserPlugins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserPlugins,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  });
}

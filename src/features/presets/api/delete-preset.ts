import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Preset } from '../lib/preset';
import { presetListSchema, presetsQueryOptions } from './get-presets';

/** POST /api/presets/delete `{arg: preset}`; the answer is the remaining list. */
export function deletePreset(preset: Preset): Promise<Preset[]> {
  return apiRequest('/api/presets/delete', { json: { arg: preset }, schema: presetListSchema });
}

export function useDeletePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePreset,
    onSuccess: (presets) => queryClient.setQueryData(presetsQueryOptions().queryKey, presets),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Preset } from '../lib/preset';
import { presetListSchema, presetsQueryOptions } from './get-presets';

/** POST /api/presets: the preset itself is the body (no `arg`); the answer is the whole new list. */
export function savePreset(preset: Preset): Promise<Preset[]> {
  return apiRequest('/api/presets', { json: preset, schema: presetListSchema });
}

export function useSavePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreset,
    onSuccess: (presets) => queryClient.setQueryData(presetsQueryOptions().queryKey, presets),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { presetKeys } from './keys';
import type { Preset } from '../lib/preset';

/** A stored preset (contract section 2): the options stay as the server sent them. */
export const presetSchema = z.looseObject({
  presetId: z.nullish(z.string()),
  title: z.nullish(z.string()),
  endpoint: z.nullish(z.string()),
  model: z.nullish(z.string()),
});

export const presetListSchema = z.array(presetSchema);

export function getPresets(): Promise<Preset[]> {
  return apiRequest('/api/presets', { schema: presetListSchema });
}

export const presetsQueryOptions = () => queryOptions({ queryKey: presetKeys.all(), queryFn: getPresets });

/** GET /api/presets; signed-in users only. */
export function usePresetsQuery(enabled: boolean) {
  return useQuery({ ...presetsQueryOptions(), enabled });
}

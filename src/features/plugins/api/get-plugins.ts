import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { pluginKeys } from './keys';

const authFieldSchema = z.object({
  authField: z.string().min(1),
  label: z.string().min(1),
  description: z.string().nullish(),
});

/** A plugin of GET /api/plugins (contract section 2). */
export const pluginSchema = z
  .object({
    name: z.string().min(1),
    pluginKey: z.string().min(1),
    description: z.string().nullish(),
    icon: z.string().nullish(),
    authConfig: z.array(authFieldSchema).nullish(),
    authenticated: z.boolean().nullish(),
    isButton: z.boolean().nullish(),
  })
  .passthrough();

export type Plugin = z.infer<typeof pluginSchema>;

export function getPlugins(): Promise<Plugin[]> {
  return apiRequest('/api/plugins', { schema: z.array(pluginSchema) });
}

export const pluginsQueryOptions = () =>
  queryOptions({ queryKey: pluginKeys.available(), queryFn: getPlugins, staleTime: 5 * 60_000 });

export function usePluginsQuery(enabled = true) {
  return useQuery({ ...pluginsQueryOptions(), enabled });
}

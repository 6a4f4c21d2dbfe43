import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { pluginKeys } from './keys';

const authFieldSchema = z.object({
  authField: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  description: z.nullish(z.string()),
});

/** A plugin of GET /api/plugins (contract section 2). */
export const pluginSchema = z.looseObject({
  name: z.string().check(z.minLength(1)),
  pluginKey: z.string().check(z.minLength(1)),
  description: z.nullish(z.string()),
  icon: z.nullish(z.string()),
  authConfig: z.nullish(z.array(authFieldSchema)),
  authenticated: z.nullish(z.boolean()),
  isButton: z.nullish(z.boolean()),
});

export type Plugin = z.infer<typeof pluginSchema>;

export function getPlugins(): Promise<Plugin[]> {
  return apiRequest('/api/plugins', { schema: z.array(pluginSchema) });
}

export const pluginsQueryOptions = () =>
  queryOptions({ queryKey: pluginKeys.available(), queryFn: getPlugins, staleTime: 5 * 60_000 });

export function usePluginsQuery(enabled = true) {
  return useQuery({ ...pluginsQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { endpointKeys } from '@/lib/query-keys';

const endpointSchema = z.union([
  z.literal(false),
  z.object({
    availableModels: z._default(z.array(z.string()), []),
    userProvide: z._default(z.boolean(), false),
    plugins: z.optional(z.record(z.string(), z.string())),
    availableAgents: z.optional(z.array(z.string())),
  }),
]);

/** GET /api/endpoints: every endpoint kind is `false` or its models and whether the user brings a key. */
export const endpointsSchema = z.record(z.string(), endpointSchema);
export type EndpointsConfig = z.infer<typeof endpointsSchema>;

export function getEndpoints(): Promise<EndpointsConfig> {
  return apiRequest('/api/endpoints', { schema: endpointsSchema, skipRefresh: true });
}

export const endpointsQueryOptions = () =>
  queryOptions({ queryKey: endpointKeys.all(), queryFn: getEndpoints, staleTime: 5 * 60_000 });

export function useEndpointsQuery() {
  return useQuery(endpointsQueryOptions());
}

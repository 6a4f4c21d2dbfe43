import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { usageKeys } from '@/lib/query-keys';
import { generatorUsageSchema, type GeneratorUsage } from '../lib/generator-usage';
import { SESSION_COOKIE } from './authenticate-v2';

/** POST /e/get-flux-usage: this month's use of the image generator (Flux), by the chat-session cookie value. */
export function getFluxUsage(): Promise<GeneratorUsage> {
  return apiRequest('/e/get-flux-usage', {
    target: 'provider',
    json: { aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '' },
    schema: generatorUsageSchema,
    skipRefresh: true,
  });
}

export const fluxUsageQueryOptions = () =>
  queryOptions({ queryKey: usageKeys.generator('image'), queryFn: getFluxUsage, staleTime: 0 });

export function useFluxUsageQuery(enabled: boolean) {
  return useQuery({ ...fluxUsageQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { usageKeys } from '@/lib/query-keys';
import { generatorUsageSchema, type GeneratorUsage } from '../lib/generator-usage';
import { SESSION_COOKIE } from './authenticate-v2';

/** POST /e/get-video-usage: this month's use of the video generator, by the chat-session cookie value. */
export function getVideoUsage(): Promise<GeneratorUsage> {
  return apiRequest('/e/get-video-usage', {
    target: 'provider',
    json: { aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '' },
    schema: generatorUsageSchema,
    skipRefresh: true,
  });
}

export const videoUsageQueryOptions = () =>
  queryOptions({ queryKey: usageKeys.generator('video'), queryFn: getVideoUsage, staleTime: 0 });

export function useVideoUsageQuery(enabled: boolean) {
  return useQuery({ ...videoUsageQueryOptions(), enabled });
}

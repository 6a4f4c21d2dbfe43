import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { usageKeys } from '@/lib/query-keys';
import { chatUsageSchema, type ChatUsage } from '../lib/usage-limits';
import { APP_ID, SESSION_COOKIE } from './authenticate-v2';

/** POST /e/get-chat-usage with the app and the model about to be used (spec section 7). */
export function getChatUsage(model: string): Promise<ChatUsage> {
  return apiRequest('/e/get-chat-usage', {
    target: 'provider',
    json: { aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '', app: APP_ID, model },
    schema: chatUsageSchema,
    skipRefresh: true,
  });
}

/** Always fetched afresh: every reply changes the counters. */
export const chatUsageQueryOptions = (model: string) =>
  queryOptions({
    queryKey: usageKeys.chat(model),
    queryFn: () => getChatUsage(model),
    staleTime: 0,
  });

export function useChatUsageQuery(model: string, enabled: boolean) {
  return useQuery({ ...chatUsageQueryOptions(model), enabled });
}

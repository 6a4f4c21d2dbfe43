import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { planKeys } from './keys';

export const SESSION_COOKIE = 'aiwp_logged_in';
export const APP_ID = 'chatapp';

const providerAuthSchema = z.object({
  success: z.boolean().optional(),
  email: z.string().nullish(),
  auth_version: z.string().nullish(),
  subscription_type: z.string().nullish(),
  payment_interval: z.string().nullish(),
  user_pid: z.union([z.string(), z.number()]).nullish(),
  is_member: z.boolean().nullish(),
});

export type ProviderAuth = z.infer<typeof providerAuthSchema>;

/** POST /e/authenticate/v2 with the chat-session cookie value (spec section 7). */
export function authenticateV2(): Promise<ProviderAuth> {
  return apiRequest('/e/authenticate/v2', {
    target: 'provider',
    json: {
      aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '',
      aiwp_app_id: APP_ID,
      user_event: 'chat_app_open',
      user_event_data: JSON.stringify({ app_link: location.href, came_from: document.referrer }),
    },
    schema: providerAuthSchema,
    skipRefresh: true,
  });
}

export const providerAuthQueryOptions = () =>
  queryOptions({ queryKey: planKeys.providerAuth(), queryFn: authenticateV2, staleTime: 60_000 });

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { planKeys } from './keys';

export const SESSION_COOKIE = 'aiwp_logged_in';
export const APP_ID = 'chatapp';

const providerAuthSchema = z.object({
  success: z.optional(z.boolean()),
  email: z.nullish(z.string()),
  auth_version: z.nullish(z.string()),
  subscription_type: z.nullish(z.string()),
  payment_interval: z.nullish(z.string()),
  user_pid: z.nullish(z.union([z.string(), z.number()])),
  is_member: z.nullish(z.boolean()),
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

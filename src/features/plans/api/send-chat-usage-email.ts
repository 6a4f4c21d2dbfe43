import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { SESSION_COOKIE } from './authenticate-v2';

const answerSchema = z.looseObject({ success: z.nullish(z.boolean()) });

/** POST /e/send-chat-usage-email: the provider mails the user this month's usage (spec section 7). */
export async function sendChatUsageEmail(): Promise<boolean> {
  const answer = await apiRequest('/e/send-chat-usage-email', {
    target: 'provider',
    json: { aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '' },
    schema: answerSchema,
    skipRefresh: true,
  });
  return answer.success === true;
}

/** The mail changes nothing the app has cached. */
export function useSendChatUsageEmailMutation() {
  return useMutation({ mutationFn: sendChatUsageEmail });
}

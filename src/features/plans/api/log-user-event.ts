import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { SESSION_COOKIE } from './authenticate-v2';

/**
 * POST form /user/log (`aiwp_logged_in`, `user_event`, `user_event_data` as a JSON string), spec
 * section 7. A log line: nothing waits for it and a failure changes nothing.
 */
export interface UserEvent {
  event: string;
  data: Record<string, unknown>;
}

export async function logUserEvent({ event, data }: UserEvent): Promise<void> {
  try {
    await apiRequest('/user/log', {
      target: 'provider',
      form: {
        aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '',
        user_event: event,
        user_event_data: JSON.stringify(data),
      },
      responseType: 'none',
      skipRefresh: true,
    });
  } catch {
    // Logging is best effort.
  }
}

/** A log line changes nothing the app has cached. */
export function useLogUserEventMutation() {
  return useMutation({ mutationFn: logUserEvent });
}

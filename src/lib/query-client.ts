import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { limitUnobservedQueries } from './query-cache-limit';
import { messageKeys } from './query-keys';

/**
 * Conversations left that stay at hand, for an instant way back: their messages here, their records in
 * the chat's state (chat/state/left-chats.ts reads this too, decision 0018).
 */
export const KEEP_LEFT_CONVERSATIONS = 3;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
  limitUnobservedQueries(client, (key) => key[0] === messageKeys.all()[0], KEEP_LEFT_CONVERSATIONS);
  return client;
}

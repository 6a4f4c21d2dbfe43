import { focusManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { limitUnobservedQueries } from './query-cache-limit';
import { messageKeys } from './query-keys';

/**
 * Conversations left that stay at hand, for an instant way back: their messages here, their records in
 * the chat's state (chat/state/left-chats.ts reads this too, decision 0018).
 */
export const KEEP_LEFT_CONVERSATIONS = 3;

/**
 * Queries that refetch on focus do so when the window gets the focus as well as when the page becomes visible
 * (React Query listens to `visibilitychange` only): a window beside another, clicked into, was never hidden,
 * and a conversation deleted there stayed in this one's history.
 */
function refetchOnFocusToo(): void {
  focusManager.setEventListener((onFocus) => {
    if (typeof window === 'undefined') return undefined;
    const listener = () => onFocus();
    window.addEventListener('visibilitychange', listener, false);
    window.addEventListener('focus', listener, false);
    return () => {
      window.removeEventListener('visibilitychange', listener);
      window.removeEventListener('focus', listener);
    };
  });
}
refetchOnFocusToo();

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

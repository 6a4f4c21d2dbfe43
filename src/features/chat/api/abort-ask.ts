import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/ask/{endpoint}/abort `{abortKey}` (contract section 3): the server stops the reply and
 * answers the final payload as a JSON string sent as text, which the caller parses like a final event.
 */
export function abortAsk(endpoint: string, abortKey: string): Promise<string> {
  return apiRequest<string>(`/api/ask/${encodeURIComponent(endpoint)}/abort`, {
    json: { abortKey },
    responseType: 'text',
  });
}

export interface AbortInput {
  endpoint: string;
  abortKey: string;
}

/**
 * Stop, for the runner and the resumed reply (use-chat-actions hands `mutateAsync` to both). The caller
 * applies the answered final payload and refreshes the conversation's keys itself.
 */
export function useAbortAskMutation() {
  return useMutation({ mutationFn: ({ endpoint, abortKey }: AbortInput) => abortAsk(endpoint, abortKey) });
}

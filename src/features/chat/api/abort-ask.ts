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

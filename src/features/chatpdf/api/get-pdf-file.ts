import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatPdfKeys } from './keys';

/** GET /api/chat-pdf/pdf/{id}: the PDF's bytes, fetched with the session like every API call. */
export function getPdfFile(conversationId: string): Promise<ArrayBuffer> {
  return apiRequest<ArrayBuffer>(`/api/chat-pdf/pdf/${encodeURIComponent(conversationId)}`, {
    responseType: 'bytes',
  });
}

export function usePdfFileQuery(conversationId: string) {
  return useQuery({
    queryKey: chatPdfKeys.file(conversationId),
    queryFn: () => getPdfFile(conversationId),
    staleTime: Infinity,
    // Up to 50 MB: not kept once the conversation is closed.
    gcTime: 0,
    retry: 1,
  });
}

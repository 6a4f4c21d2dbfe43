import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { chatPdfKeys } from './keys';

const statusSchema = z.object({
  success: z.nullish(z.boolean()),
  status: z.nullish(z.string()),
  id: z.nullish(z.string()),
  introduction: z.nullish(z.string()),
  questionList: z.nullish(z.array(z.string())),
});
export type PdfStatus = z.infer<typeof statusSchema>;

/** POST /api/chat-pdf/convos/status. */
export function getPdfStatus(conversationId: string, collectionName: string): Promise<PdfStatus> {
  return apiRequest('/api/chat-pdf/convos/status', {
    json: { conversationId, collection_name: collectionName },
    schema: statusSchema,
  });
}

const DONE = ['completed', 'failed'];

/** The analysis status, polled every 2 s until completed (summary and questions) or failed (spec section 4). */
export function usePdfStatusQuery(conversationId: string, collectionName: string | null | undefined) {
  return useQuery({
    queryKey: chatPdfKeys.status(conversationId),
    queryFn: () => getPdfStatus(conversationId, collectionName ?? ''),
    enabled: Boolean(collectionName),
    refetchInterval: (query) => (DONE.includes(query.state.data?.status ?? '') ? false : 2000),
  });
}

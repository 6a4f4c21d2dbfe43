import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { chatPdfKeys } from './keys';

export interface PdfMessage {
  sender: string;
  text: string;
}

const messagesSchema = z.pipe(
  z.array(z.object({ sender: z.nullish(z.string()), text: z.nullish(z.string()) })),
  z.transform((items) => items.map((item) => ({ sender: item.sender ?? '', text: item.text ?? '' }))),
);

/** GET /api/chat-pdf/convos/messages/{id}. */
export function getPdfMessages(conversationId: string): Promise<PdfMessage[]> {
  return apiRequest(`/api/chat-pdf/convos/messages/${encodeURIComponent(conversationId)}`, {
    schema: messagesSchema,
  });
}

export function usePdfMessagesQuery(conversationId: string) {
  return useQuery({
    queryKey: chatPdfKeys.messages(conversationId),
    queryFn: () => getPdfMessages(conversationId),
  });
}

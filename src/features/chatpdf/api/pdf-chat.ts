import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';
import { authAnswerSchema, getPdfStatus } from './upload-pdf';

export interface PdfMessage {
  sender: string;
  text: string;
}

const messagesSchema = z
  .array(z.object({ sender: z.string().nullish(), text: z.string().nullish() }))
  .transform((items) => items.map((item) => ({ sender: item.sender ?? '', text: item.text ?? '' })));

/** GET /api/chat-pdf/convos/messages/{id}. */
export function usePdfMessagesQuery(conversationId: string) {
  return useQuery({
    queryKey: [QueryKeys.chatPdfConversation, conversationId, 'messages'],
    queryFn: () =>
      apiRequest(`/api/chat-pdf/convos/messages/${encodeURIComponent(conversationId)}`, {
        schema: messagesSchema,
      }),
  });
}

const DONE = ['completed', 'failed'];

/** The analysis status, polled every 2 s until completed (summary and questions) or failed (spec section 4). */
export function usePdfStatusQuery(conversationId: string, collectionName: string | null | undefined) {
  return useQuery({
    queryKey: [QueryKeys.chatPdfConversation, conversationId, 'status'],
    queryFn: () => getPdfStatus(conversationId, collectionName ?? ''),
    enabled: Boolean(collectionName),
    refetchInterval: (query) => (DONE.includes(query.state.data?.status ?? '') ? false : 2000),
  });
}

const chatAnswerSchema = z.object({
  success: z.boolean().nullish(),
  response: z.string().nullish(),
  sender: z.string().nullish(),
  auth: authAnswerSchema,
});
export type PdfChatAnswer = z.infer<typeof chatAnswerSchema>;

/** POST /api/chat-pdf/chat: the question and the history as a JSON string of role and content. */
export function askPdf(
  conversationId: string,
  prompt: string,
  history: PdfMessage[],
): Promise<PdfChatAnswer> {
  const turns = history.map((message) => ({
    role: message.sender === 'user' ? 'user' : 'assistant',
    content: message.text,
  }));
  return apiRequest('/api/chat-pdf/chat', {
    json: { conversationId, prompt, history: JSON.stringify(turns) },
    schema: chatAnswerSchema,
  });
}

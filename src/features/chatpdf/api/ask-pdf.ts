import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import type { PdfMessage } from './get-pdf-messages';
import { authAnswerSchema } from './upload-pdf';

const chatAnswerSchema = z.object({
  success: z.nullish(z.boolean()),
  response: z.nullish(z.string()),
  sender: z.nullish(z.string()),
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

export interface PdfQuestion {
  prompt: string;
  /** The stored messages before it, sent as the history. */
  history: PdfMessage[];
}

/**
 * A question about one PDF. The messages are read again by the caller once the reply has been revealed
 * (usePdfChat): read at once, the stored list would show the whole reply before its reveal.
 */
export function useAskPdfMutation(conversationId: string) {
  return useMutation({
    mutationFn: ({ prompt, history }: PdfQuestion) => askPdf(conversationId, prompt, history),
  });
}

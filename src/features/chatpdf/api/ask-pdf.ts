import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { PdfMessage } from './get-pdf-messages';
import { authAnswerSchema } from './upload-pdf';

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

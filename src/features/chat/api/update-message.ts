import { apiRequest } from '@/lib/api-client';
import { editSaveRequest } from '../lib/submission';

/** Save of an edited message: PUT /api/messages/{cid}/{mid} `{text}`; null when the text is empty. */
export async function updateMessageText(
  conversationId: string | null,
  messageId: string,
  text: string,
): Promise<string | null> {
  const request = editSaveRequest(conversationId, messageId, text);
  if (!request) return null;
  await apiRequest(request.path, { method: 'PUT', json: request.body });
  return request.body.text;
}

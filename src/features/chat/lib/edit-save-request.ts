import { isFreshChat } from './message-ids';

/**
 * Save (no resubmit) of an edited message. Leading whitespace is trimmed; empty text is ignored (null).
 * Throws 'conversationId is required' without a stored conversation.
 */
export function editSaveRequest(
  conversationId: string | null | undefined,
  messageId: string,
  text: string,
): { method: 'PUT'; path: string; body: { text: string } } | null {
  const trimmed = text.trimStart();
  if (!trimmed.trim()) return null;
  if (!conversationId || isFreshChat(conversationId)) throw new Error('conversationId is required');
  return {
    method: 'PUT',
    path: `/api/messages/${encodeURIComponent(conversationId)}/${encodeURIComponent(messageId)}`,
    body: { text: trimmed },
  };
}

import { http } from 'msw';
import { jsonResponse } from '../lib/http';

/** Same-origin chat-pdf routes. For now no PDF conversation exists, so every id is unknown. */
export function chatPdfHandlers() {
  return [
    http.get('*/api/chat-pdf/convos/:conversationId', () =>
      jsonResponse({ message: 'Conversation not found' }, 404),
    ),
  ];
}

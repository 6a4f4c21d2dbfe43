import { http } from 'msw';
import { findConversation } from '../db/conversations';
import { findMessage, listMessages, toClientMessage, updateMessage } from '../db/messages';
import { type MockDb } from '../db/mock-db';
import { type UserRecord } from '../db/types';
import { withUser } from '../lib/auth';
import { jsonResponse, readJsonObject, stringField } from '../lib/http';
import { countTokens } from '../lib/tokenizer';

/** The real server's ownership checks: 404 unknown conversation, 403 someone else's. */
function checkAccess(db: MockDb, user: UserRecord, conversationId: string): Response | null {
  const convo = findConversation(db, conversationId);
  if (!convo) return jsonResponse({ error: 'Conversation not found' }, 404);
  if (convo.user !== user.id)
    return jsonResponse({ error: 'User not authorized for this conversation' }, 403);
  return null;
}

export function messageHandlers(db: MockDb) {
  return [
    http.get('*/api/messages/:conversationId', ({ request, params }) =>
      withUser(db, request, (user) => {
        const conversationId = String(params.conversationId);
        if (conversationId === 'new') return jsonResponse([]);
        return (
          checkAccess(db, user, conversationId) ??
          jsonResponse(listMessages(db, conversationId).map(toClientMessage))
        );
      }),
    ),

    http.put('*/api/messages/:conversationId/:messageId', async ({ request, params }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, async (user) => {
        const conversationId = String(params.conversationId);
        const denied = checkAccess(db, user, conversationId);
        if (denied) return denied;
        const message = findMessage(db, conversationId, String(params.messageId));
        // The real server throws and never answers here; a mock that hangs helps nobody.
        if (!message) return jsonResponse({ error: 'Message not found' }, 404);
        const text = stringField(body, 'text') ?? '';
        const tokenCount = await countTokens(text);
        const saved = updateMessage(db, message, { text, tokenCount });
        db.save();
        return jsonResponse(
          {
            messageId: saved.messageId,
            conversationId: saved.conversationId,
            parentMessageId: saved.parentMessageId,
            sender: saved.sender,
            text: saved.text,
            isCreatedByUser: saved.isCreatedByUser,
            tokenCount: saved.tokenCount,
          },
          201,
        );
      });
    }),
  ];
}

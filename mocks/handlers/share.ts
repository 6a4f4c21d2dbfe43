import { http } from 'msw';
import { readShareToken, type SharePayload } from '../../src/lib/crypto/share-token';
import { findConversation } from '../db/conversations';
import { listMessages, toClientMessage } from '../db/messages';
import { type MockDb } from '../db/mock-db';
import { findUserIdByChatSession } from '../db/sessions';
import { DEFAULT_SHARE_PASSPHRASES } from '../db/settings';
import { jsonResponse } from '../lib/http';

const NOT_FOUND = { message: 'Shared conversation not found' };

/** The path segment as sent (`encodeURIComponent(token)`), tolerating one that arrives decoded. */
function tokenOf(param: unknown): string {
  const raw = String(param ?? '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function readWithAnyPassphrase(db: MockDb, token: string): SharePayload | null {
  const passphrases = db.state.settings.sharePassphrases ?? DEFAULT_SHARE_PASSPHRASES;
  for (const passphrase of passphrases) {
    const payload = readShareToken(token, passphrase);
    if (payload) return payload;
  }
  return null;
}

/**
 * Mock-only, read-only route behind /shared_conversation/{token}: no bearer needed; the token must
 * decrypt with one of the mock's passphrases and name a live chat session of the conversation's
 * owner. Answers only the conversation's public fields and its messages, never user data.
 */
export function shareHandlers(db: MockDb) {
  return [
    http.get('*/api/share/:token', ({ params }) => {
      const payload = readWithAnyPassphrase(db, tokenOf(params.token));
      const convo = payload ? findConversation(db, payload.conversationId) : undefined;
      if (!payload || !convo || findUserIdByChatSession(db, payload.session) !== convo.user) {
        return jsonResponse(NOT_FOUND, 404);
      }
      return jsonResponse({
        conversation: {
          conversationId: convo.conversationId,
          title: convo.title,
          endpoint: convo.endpoint,
          model: convo.model ?? null,
          createdAt: convo.createdAt,
        },
        messages: listMessages(db, convo.conversationId).map(toClientMessage),
      });
    }),
  ];
}

import { http } from 'msw';
import { addBulkConversations, MAX_BULK_CONVERSATIONS } from '../db/bulk-conversations';
import { type MockDb } from '../db/mock-db';
import { findUserByEmail } from '../db/users';
import { jsonResponse, readJsonObject } from '../lib/http';
import { MAX_SEEDED_IMAGES, seededImage } from '../db/seeded-images';

/** Mock-only: `POST /__mock/seed-conversations {email, count}` adds finished chats for paging tests. */
export function controlSeedHandlers(db: MockDb) {
  return [
    http.post('*/__mock/seed-conversations', async ({ request }) => {
      const body = await readJsonObject(request);
      const user = typeof body.email === 'string' ? findUserByEmail(db, body.email) : undefined;
      if (!user) return jsonResponse({ message: 'Unknown user' }, 404);
      const { count } = body;
      if (
        typeof count !== 'number' ||
        !Number.isInteger(count) ||
        count < 1 ||
        count > MAX_BULK_CONVERSATIONS
      ) {
        return jsonResponse({ message: `count must be an integer from 1 to ${MAX_BULK_CONVERSATIONS}` }, 400);
      }
      const created = addBulkConversations(db, user, count);
      db.save();
      const total = db.state.conversations.filter((convo) => convo.user === user.id).length;
      return jsonResponse(
        { email: user.email, created: created.map((convo) => convo.conversationId), total },
        201,
      );
    }),
    // Mock-only: `POST /__mock/seed-images {email, count}` adds generated images (the grid benchmark).
    http.post('*/__mock/seed-images', async ({ request }) => {
      const body = await readJsonObject(request);
      const user = typeof body.email === 'string' ? findUserByEmail(db, body.email) : undefined;
      if (!user) return jsonResponse({ message: 'Unknown user' }, 404);
      const { count } = body;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_SEEDED_IMAGES) {
        return jsonResponse({ message: `count must be an integer from 1 to ${MAX_SEEDED_IMAGES}` }, 400);
      }
      const origin = new URL(request.url).origin;
      for (let index = 0; index < count; index += 1)
        db.state.provider.images.push(seededImage(db, user.id, origin, index));
      db.save();
      return jsonResponse({ email: user.email, created: count }, 201);
    }),
  ];
}

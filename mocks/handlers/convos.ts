import { http } from 'msw';
import {
  deleteConversations,
  findConversation,
  listUserConversations,
  pickConversationOptions,
  upsertConversation,
} from '../db/conversations';
import { type MockDb } from '../db/mock-db';
import { withUser } from '../lib/auth';
import { argOf, emptyResponse, jsonResponse, readJsonObject, stringField, textResponse } from '../lib/http';

export const PAGE_SIZE = 14;

/** Page of a list, as the real server pages: `pages` ≥ 1, `pageNumber` echoed as sent. */
export function paginate<T>(items: readonly T[], rawPage: string | null) {
  const page = Math.max(1, Math.floor(Number(rawPage)) || 1);
  const start = (page - 1) * PAGE_SIZE;
  return {
    items: items.slice(start, start + PAGE_SIZE),
    pages: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
    pageNumber: rawPage ?? 1,
    pageSize: PAGE_SIZE,
  };
}

export function convoHandlers(db: MockDb) {
  return [
    http.get('*/api/convos', ({ request }) =>
      withUser(db, request, (user) => {
        const page = paginate(
          listUserConversations(db, user.id),
          new URL(request.url).searchParams.get('pageNumber'),
        );
        return jsonResponse({
          conversations: page.items,
          pages: page.pages,
          pageNumber: page.pageNumber,
          pageSize: page.pageSize,
        });
      }),
    ),

    http.get('*/api/convos/:conversationId', ({ request, params }) =>
      withUser(db, request, (user) => {
        const convo = findConversation(db, String(params.conversationId));
        return convo && convo.user === user.id ? jsonResponse(convo) : emptyResponse(404);
      }),
    ),

    http.post('*/api/convos/update', async ({ request }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, (user) => {
        const arg = argOf(body);
        const conversationId = stringField(arg, 'conversationId');
        const existing = conversationId ? findConversation(db, conversationId) : undefined;
        if (!conversationId || (existing && existing.user !== user.id)) {
          return jsonResponse({ message: 'Error saving conversation' }, 500);
        }
        const title = stringField(arg, 'title');
        const convo = upsertConversation(db, {
          ...pickConversationOptions(arg),
          conversationId,
          user: user.id,
          ...(title !== undefined ? { title } : {}),
        });
        db.save();
        return jsonResponse(convo, 201);
      });
    }),

    http.post('*/api/convos/clear', async ({ request }) => {
      const body = await readJsonObject(request);
      return withUser(db, request, (user) => {
        const arg = argOf(body);
        const conversationId = stringField(arg, 'conversationId');
        if (arg.source === 'button' && !conversationId) return textResponse('No conversationId provided');
        const deleted = deleteConversations(db, user.id, conversationId || undefined);
        db.save();
        return jsonResponse(
          {
            acknowledged: true,
            deletedCount: deleted.conversations,
            messages: { acknowledged: true, deletedCount: deleted.messages },
          },
          201,
        );
      });
    }),
  ];
}

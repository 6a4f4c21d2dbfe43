import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { searchUserContent } from '../db/search';
import { withUser } from '../lib/auth';
import { jsonResponse } from '../lib/http';
import { paginate } from './convos';

export function searchHandlers(db: MockDb) {
  return [
    http.get('*/api/search', ({ request }) =>
      withUser(db, request, (user) => {
        const params = new URL(request.url).searchParams;
        const outcome = searchUserContent(db, user.id, params.get('q') ?? '');
        const page = paginate(outcome.conversations, params.get('pageNumber'));
        return jsonResponse({
          conversations: page.items,
          pages: page.pages,
          pageNumber: page.pageNumber,
          pageSize: page.pageSize,
          messages: outcome.messages,
        });
      }),
    ),
  ];
}

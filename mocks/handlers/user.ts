import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { toPublicUser } from '../db/users';
import { withUser } from '../lib/auth';
import { jsonResponse } from '../lib/http';

export function userHandlers(db: MockDb) {
  return [
    http.get('*/api/user', ({ request }) =>
      withUser(db, request, (user) => jsonResponse(toPublicUser(user))),
    ),
  ];
}

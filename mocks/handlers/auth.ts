import { http } from 'msw';
import { type MockDb } from '../db/mock-db';
import { checkPassword } from '../db/passwords';
import {
  endSession,
  findRefreshSession,
  issueAccessToken,
  revokeAccessToken,
  rotateRefreshSession,
  startSession,
} from '../db/sessions';
import { findUserByEmail, findUserById, createFreeUser, toPublicUser } from '../db/users';
import { type UserRecord } from '../db/types';
import { withUser } from '../lib/auth';
import { readCookie, withSetCookies } from '../lib/cookies';
import { jsonResponse, readJsonObject, stringField, textResponse } from '../lib/http';
import { LOGIN_RULES, REGISTER_RULES, validate } from '../lib/validation';
import { loginCookies, logoutCookies, REFRESH_COOKIE, refreshCookie } from './auth-cookies';
import { passwordResetHandlers } from './password-reset';

/** Logs a user in: new chat session, refresh session and access token, with the login cookies. */
function signIn(db: MockDb, user: UserRecord, bodyOrder: 'token-first' | 'user-first'): Response {
  const session = startSession(db, user);
  const access = issueAccessToken(db, user);
  db.save();
  const publicUser = toPublicUser(user);
  const body =
    bodyOrder === 'token-first'
      ? { token: access.token, user: publicUser }
      : { user: publicUser, token: access.token };
  return jsonResponse(body, 200, withSetCookies(loginCookies(session, db.state.settings)));
}

export function authHandlers(db: MockDb) {
  return [
    http.post('*/api/auth/login', async ({ request }) => {
      const body = await readJsonObject(request);
      const invalid = validate(body, LOGIN_RULES);
      if (invalid) return jsonResponse({ message: invalid }, 422);
      const user = findUserByEmail(db, stringField(body, 'email') ?? '');
      if (!user) return jsonResponse({ message: 'Email does not exist.' }, 422);
      if (!checkPassword(user.id, (stringField(body, 'password') ?? '').trim(), user.passwordHash)) {
        return jsonResponse({ message: 'Incorrect password.' }, 422);
      }
      return signIn(db, user, 'token-first');
    }),

    http.post('*/api/auth/refresh', ({ request, cookies }) => {
      const token = readCookie(request, cookies, REFRESH_COOKIE);
      if (!token) return textResponse('Refresh token not provided');
      const session = findRefreshSession(db, token);
      const user = session ? findUserById(db, session.userId) : undefined;
      // The cookie stays as it is (the contract's server sends no Set-Cookie here): a token rotated by another
      // page's refresh a moment ago is replaced by that page's answer, and must not be cleared after it.
      if (!session || !user) return textResponse('Unauthorized', 401);
      const rotated = rotateRefreshSession(db, session);
      const access = issueAccessToken(db, user);
      db.save();
      return jsonResponse(
        { token: access.token, user: toPublicUser(user) },
        200,
        withSetCookies([refreshCookie(rotated, db.state.settings)]),
      );
    }),

    http.post('*/api/auth/logout', ({ request, cookies }) =>
      withUser(db, request, (_user, accessToken) => {
        const refreshToken = readCookie(request, cookies, REFRESH_COOKIE);
        if (refreshToken) endSession(db, refreshToken);
        revokeAccessToken(db, accessToken);
        db.save();
        return jsonResponse({ message: 'Logout successful' }, 200, withSetCookies(logoutCookies()));
      }),
    ),

    http.post('*/api/auth/register', async ({ request }) => {
      if (!db.state.settings.registrationEnabled) {
        return jsonResponse({ message: 'Registration is not allowed.' }, 403);
      }
      const body = await readJsonObject(request);
      const invalid = validate(body, REGISTER_RULES);
      if (invalid) return jsonResponse({ message: invalid }, 422);
      const email = stringField(body, 'email') ?? '';
      if (findUserByEmail(db, email)) return jsonResponse({ message: 'Email is already in use.' }, 403);
      const user = createFreeUser(db, {
        name: stringField(body, 'name') ?? '',
        email,
        username: stringField(body, 'username') ?? '',
        password: (stringField(body, 'password') ?? '').trim(),
      });
      return signIn(db, user, 'user-first');
    }),

    ...passwordResetHandlers(db),
  ];
}

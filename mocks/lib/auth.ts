import { type MockDb } from '../db/mock-db';
import { checkAccessToken } from '../db/sessions';
import { findUserById } from '../db/users';
import { type UserRecord } from '../db/types';
import { unauthorized } from './http';

export type Caller =
  | { kind: 'user'; user: UserRecord; token: string }
  /** No Authorization header (or an empty bearer): a guest. */
  | { kind: 'guest' }
  /** A bearer that is unknown or expired. */
  | { kind: 'invalid' };

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(.*)$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : header.trim();
}

export function identifyCaller(db: MockDb, request: Request): Caller {
  const token = bearerToken(request);
  if (!token) return { kind: 'guest' };
  const check = checkAccessToken(db, token);
  if (check.status !== 'valid') return { kind: 'invalid' };
  const user = findUserById(db, check.record.userId);
  return user ? { kind: 'user', user, token } : { kind: 'invalid' };
}

/** Runs `next` with the authenticated user, or answers 401 `Unauthorized` (text) like passport-jwt. */
export function withUser(
  db: MockDb,
  request: Request,
  next: (user: UserRecord, token: string) => Response | Promise<Response>,
): Response | Promise<Response> {
  const caller = identifyCaller(db, request);
  return caller.kind === 'user' ? next(caller.user, caller.token) : unauthorized();
}

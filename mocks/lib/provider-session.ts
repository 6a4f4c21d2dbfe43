import { type MockDb } from '../db/mock-db';
import { findUserIdByChatSession } from '../db/sessions';
import { findUserById } from '../db/users';
import { type UserRecord } from '../db/types';
import { readCookie } from './cookies';
import { jsonResponse, readAnyBody } from './http';

/** The chat-session cookie whose value the provider API calls carry. */
export const PROVIDER_SESSION = 'aiwp_logged_in';

export interface ProviderRequest {
  body: Record<string, unknown>;
  user: UserRecord | undefined;
}

/**
 * Reads a provider call (JSON, form or multipart) and finds its user by `aiwp_logged_in`: in the body
 * first, then the cookie of that name.
 */
export async function readProviderRequest(
  db: MockDb,
  request: Request,
  cookies: Record<string, string>,
): Promise<ProviderRequest> {
  const body = await readAnyBody(request);
  const fromBody = typeof body[PROVIDER_SESSION] === 'string' ? body[PROVIDER_SESSION].trim() : '';
  const session = fromBody || readCookie(request, cookies, PROVIDER_SESSION) || '';
  const userId = session ? findUserIdByChatSession(db, session) : undefined;
  return { body, user: userId ? findUserById(db, userId) : undefined };
}

/** What the provider API answers for a missing or unknown session: 200 with success false. */
export function invalidSession(): Response {
  return jsonResponse({ success: false, message: 'Invalid session' });
}

/** A field of a form or JSON body as trimmed text ('' when absent). */
export function textField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

import { randomHex, uuid } from './ids';
import { type MockDb } from './mock-db';
import {
  type AccessTokenRecord,
  type PasswordResetRecord,
  type RefreshSessionRecord,
  type UserRecord,
} from './types';
import { createJwtLikeToken } from '../lib/jwt';

const PASSWORD_RESET_TTL_MS = 15 * 60 * 1000;

function pruneExpired(db: MockDb): void {
  const now = db.clock.now();
  const state = db.state;
  state.refreshSessions = state.refreshSessions.filter((session) => session.expiresAt > now);
  state.passwordResets = state.passwordResets.filter((reset) => reset.expiresAt > now);
  // Expired access tokens are kept for a day, so they still answer 401 rather than vanish.
  state.accessTokens = state.accessTokens.filter((token) => token.expiresAt > now - 24 * 60 * 60 * 1000);
}

export function issueAccessToken(db: MockDb, user: UserRecord): AccessTokenRecord {
  pruneExpired(db);
  const ttlMs = db.state.settings.accessTokenTtlSeconds * 1000;
  const expiresAt = db.clock.now() + ttlMs;
  const record: AccessTokenRecord = {
    token: createJwtLikeToken(user, expiresAt),
    userId: user.id,
    expiresAt,
  };
  db.state.accessTokens.push(record);
  return record;
}

export type AccessTokenCheck = { status: 'valid'; record: AccessTokenRecord } | { status: 'invalid' };

export function checkAccessToken(db: MockDb, token: string): AccessTokenCheck {
  const record = db.state.accessTokens.find((candidate) => candidate.token === token);
  if (!record || record.expiresAt <= db.clock.now()) return { status: 'invalid' };
  return { status: 'valid', record };
}

export function revokeAccessToken(db: MockDb, token: string): void {
  db.state.accessTokens = db.state.accessTokens.filter((record) => record.token !== token);
}

export function expireAllAccessTokens(db: MockDb): void {
  const past = db.clock.now() - 1;
  db.state.accessTokens.forEach((record) => {
    record.expiresAt = past;
  });
}

/** Starts a login: a chat session (the `aiwp_logged_in` value) and its refresh session. */
export function startSession(db: MockDb, user: UserRecord): RefreshSessionRecord {
  pruneExpired(db);
  const chatSessionId = randomHex(16);
  db.state.chatSessions.push({ id: chatSessionId, userId: user.id, createdAt: db.clock.iso() });
  return createRefreshSession(db, user.id, chatSessionId);
}

function createRefreshSession(db: MockDb, userId: string, chatSessionId: string): RefreshSessionRecord {
  const session: RefreshSessionRecord = {
    token: randomHex(32),
    userId,
    chatSessionId,
    expiresAt: db.clock.now() + db.state.settings.refreshTokenTtlSeconds * 1000,
  };
  db.state.refreshSessions.push(session);
  return session;
}

export function findRefreshSession(db: MockDb, token: string): RefreshSessionRecord | undefined {
  const session = db.state.refreshSessions.find((candidate) => candidate.token === token);
  return session && session.expiresAt > db.clock.now() ? session : undefined;
}

/** Replaces a refresh session by a new one (new token, same chat session). */
export function rotateRefreshSession(db: MockDb, session: RefreshSessionRecord): RefreshSessionRecord {
  db.state.refreshSessions = db.state.refreshSessions.filter((candidate) => candidate !== session);
  return createRefreshSession(db, session.userId, session.chatSessionId);
}

/** Ends the login behind a refresh token: its refresh session and its chat session. */
export function endSession(db: MockDb, refreshToken: string): void {
  const session = db.state.refreshSessions.find((candidate) => candidate.token === refreshToken);
  if (!session) return;
  db.state.refreshSessions = db.state.refreshSessions.filter((candidate) => candidate !== session);
  db.state.chatSessions = db.state.chatSessions.filter((chat) => chat.id !== session.chatSessionId);
}

export function findUserIdByChatSession(db: MockDb, chatSessionId: string): string | undefined {
  return db.state.chatSessions.find((chat) => chat.id === chatSessionId)?.userId;
}

export function createPasswordReset(db: MockDb, user: UserRecord): PasswordResetRecord {
  pruneExpired(db);
  db.state.passwordResets = db.state.passwordResets.filter((reset) => reset.userId !== user.id);
  const record: PasswordResetRecord = {
    token: `${randomHex(16)}${uuid().replace(/-/g, '')}`,
    userId: user.id,
    expiresAt: db.clock.now() + PASSWORD_RESET_TTL_MS,
  };
  db.state.passwordResets.push(record);
  return record;
}

/** Consumes a reset token: true once for a matching, unexpired token. */
export function consumePasswordReset(db: MockDb, userId: string, token: string): boolean {
  const record = db.state.passwordResets.find((reset) => reset.userId === userId && reset.token === token);
  if (!record) return false;
  db.state.passwordResets = db.state.passwordResets.filter((reset) => reset !== record);
  return record.expiresAt > db.clock.now();
}

/**
 * Ends chat sessions of a user (all of them, or all but `keep`) with their refresh sessions, and
 * expires the user's access tokens, so an ended session's next call gets 401. Returns the ended ids.
 */
export function endUserSessions(db: MockDb, userId: string, keep?: string): string[] {
  const state = db.state;
  const ended = state.chatSessions
    .filter((chat) => chat.userId === userId && chat.id !== keep)
    .map((chat) => chat.id);
  if (ended.length === 0) return [];
  state.chatSessions = state.chatSessions.filter((chat) => !ended.includes(chat.id));
  state.refreshSessions = state.refreshSessions.filter((session) => !ended.includes(session.chatSessionId));
  // Access tokens name no chat session: all of the user's expire, and the kept session refreshes.
  const past = db.clock.now() - 1;
  state.accessTokens.forEach((record) => {
    if (record.userId === userId) record.expiresAt = past;
  });
  return ended;
}

import { syncConversationMessages } from './conversations';
import { objectId } from './ids';
import { type MockDb } from './mock-db';
import { type MessageRecord } from './types';

export type ClientMessage = Omit<MessageRecord, '_id' | '__v' | 'user'>;

/** A message as GET /api/messages returns it (no `_id`, `__v` or `user`). */
export function toClientMessage(message: MessageRecord): ClientMessage {
  const { _id: _ignoredId, __v: _ignoredVersion, user: _ignoredUser, ...rest } = message;
  return rest;
}

/** All messages of a conversation (every branch), createdAt ascending. */
export function listMessages(db: MockDb, conversationId: string): MessageRecord[] {
  return db.state.messages
    .filter((message) => message.conversationId === conversationId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function findMessage(
  db: MockDb,
  conversationId: string,
  messageId: string,
): MessageRecord | undefined {
  return db.state.messages.find(
    (message) => message.messageId === messageId && message.conversationId === conversationId,
  );
}

export type MessageInput = Omit<MessageRecord, '_id' | '__v' | 'createdAt' | 'updatedAt'>;

/** Upserts a message by messageId (createdAt kept on update) and refreshes the conversation's id list. */
export function saveMessage(db: MockDb, input: MessageInput): MessageRecord {
  const at = db.clock.iso();
  const existing = db.state.messages.find((message) => message.messageId === input.messageId);
  if (existing) {
    Object.assign(existing, input, { updatedAt: at });
    syncConversationMessages(db, existing.conversationId);
    return existing;
  }
  const created: MessageRecord = {
    ...input,
    _id: objectId(db.clock.now()),
    __v: 0,
    createdAt: at,
    updatedAt: at,
  };
  db.state.messages.push(created);
  syncConversationMessages(db, created.conversationId);
  return created;
}

/** Updates fields of a stored message in place (createdAt kept). */
export function updateMessage(
  db: MockDb,
  message: MessageRecord,
  changes: Partial<Omit<MessageRecord, '_id' | '__v' | 'createdAt' | 'updatedAt'>>,
): MessageRecord {
  Object.assign(message, changes, { updatedAt: db.clock.iso() });
  return message;
}

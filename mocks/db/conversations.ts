import { objectId } from './ids';
import { type MockDb } from './mock-db';
import {
  CONVERSATION_OPTION_KEYS,
  type ConversationOptions,
  type ConversationRecord,
  type JsonValue,
} from './types';

export function isJsonValue(value: unknown): value is JsonValue {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      return Array.isArray(value)
        ? value.every(isJsonValue)
        : Object.values(value as Record<string, unknown>).every(isJsonValue);
    default:
      return false;
  }
}

/** The stored conversation options present in a request body (`tools` is never stored). */
export function pickConversationOptions(body: Record<string, unknown>): ConversationOptions {
  const options: ConversationOptions = {};
  for (const key of CONVERSATION_OPTION_KEYS) {
    const value = body[key];
    if (value !== undefined && isJsonValue(value)) options[key] = value;
  }
  return options;
}

export function findConversation(db: MockDb, conversationId: string): ConversationRecord | undefined {
  return db.state.conversations.find((convo) => convo.conversationId === conversationId);
}

/** A user's conversations, newest first by createdAt. */
export function listUserConversations(db: MockDb, userId: string): ConversationRecord[] {
  return db.state.conversations
    .filter((convo) => convo.user === userId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Recomputes `messages` (the `_id`s, createdAt order) from the message table. */
export function syncConversationMessages(db: MockDb, conversationId: string): void {
  const convo = findConversation(db, conversationId);
  if (!convo) return;
  convo.messages = db.state.messages
    .filter((message) => message.conversationId === conversationId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((message) => message._id);
}

export interface ConversationUpsert extends ConversationOptions {
  conversationId: string;
  user: string;
  title?: string;
}

/** Creates or updates a conversation (title defaults to "New Chat"). */
export function upsertConversation(db: MockDb, input: ConversationUpsert): ConversationRecord {
  const at = db.clock.iso();
  const existing = findConversation(db, input.conversationId);
  const { conversationId, user, title, ...options } = input;
  if (existing) {
    Object.assign(existing, options);
    if (title !== undefined) existing.title = title;
    existing.updatedAt = at;
    syncConversationMessages(db, conversationId);
    return existing;
  }
  const created: ConversationRecord = {
    ...options,
    _id: objectId(db.clock.now()),
    __v: 0,
    conversationId,
    title: title ?? 'New Chat',
    user,
    endpoint: typeof options.endpoint === 'string' ? options.endpoint : null,
    messages: [],
    createdAt: at,
    updatedAt: at,
  };
  db.state.conversations.push(created);
  syncConversationMessages(db, conversationId);
  return created;
}

export interface DeleteResult {
  conversations: number;
  messages: number;
}

/** Deletes one of a user's conversations, or all of them, with their messages. */
export function deleteConversations(db: MockDb, userId: string, conversationId?: string): DeleteResult {
  const doomed = new Set(
    db.state.conversations
      .filter(
        (convo) => convo.user === userId && (!conversationId || convo.conversationId === conversationId),
      )
      .map((convo) => convo.conversationId),
  );
  const before = { conversations: db.state.conversations.length, messages: db.state.messages.length };
  db.state.conversations = db.state.conversations.filter((convo) => !doomed.has(convo.conversationId));
  db.state.messages = db.state.messages.filter((message) => !doomed.has(message.conversationId));
  return {
    conversations: before.conversations - db.state.conversations.length,
    messages: before.messages - db.state.messages.length,
  };
}

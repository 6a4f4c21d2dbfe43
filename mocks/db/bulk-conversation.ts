import { syncConversationMessages, upsertConversation } from './conversations';
import { objectId, uuid } from './ids';
import { type MockDb } from './mock-db';
import { NO_PARENT, type ConversationRecord, type MessageRecord } from './types';

export interface BulkConversationInput {
  userId: string;
  title: string;
  endpoint: string;
  model: string;
  sender: string;
  /**
   * One user message and its reply per turn, each reply answering the one before. `earlierReply`: an older
   * variant of the reply (a sibling, stored first), so the conversation has a branch the screen hides.
   */
  turns: ReadonlyArray<{ prompt: string; reply: string; earlierReply?: string }>;
}

/** The ids of a turn's messages, as stored. */
export interface SeededTurnIds {
  promptId: string;
  replyId: string;
  earlierReplyId?: string;
}

/**
 * Stores a whole conversation at once (POST /__mock/seed-conversation). The messages are pushed
 * directly and the id list synced once, since saveMessage re-syncs on every call (quadratic here).
 */
export function insertBulkConversation(
  db: MockDb,
  input: BulkConversationInput,
): ConversationRecord & { turnIds: SeededTurnIds[] } {
  const conversationId = uuid();
  const conversation = upsertConversation(db, {
    conversationId,
    user: input.userId,
    title: input.title,
    endpoint: input.endpoint,
    model: input.model,
  });
  let parentMessageId = NO_PARENT;
  const turnIds: SeededTurnIds[] = [];
  const add = (text: string, isCreatedByUser: boolean, under = parentMessageId) => {
    const message = finishedMessage({
      userId: input.userId,
      conversationId,
      parentMessageId: under,
      text,
      isCreatedByUser,
      atMs: Date.parse(db.clock.iso()), // strictly increasing, so createdAt keeps the order
      model: input.model,
      sender: input.sender,
    });
    db.state.messages.push(message);
    parentMessageId = message.messageId;
    return message.messageId;
  };
  for (const turn of input.turns) {
    const promptId = add(turn.prompt, true);
    const earlierReplyId =
      turn.earlierReply === undefined ? undefined : add(turn.earlierReply, false, promptId);
    const replyId = add(turn.reply, false, promptId);
    turnIds.push({ promptId, replyId, ...(earlierReplyId ? { earlierReplyId } : {}) });
  }
  syncConversationMessages(db, conversationId);
  conversation.updatedAt = db.clock.iso();
  return Object.assign(conversation, { turnIds });
}

export interface FinishedMessageInput {
  userId: string;
  conversationId: string;
  parentMessageId: string;
  text: string;
  isCreatedByUser: boolean;
  atMs: number;
  model: string;
  /** The reply's sender; the user's messages are always 'User'. */
  sender: string;
}

/** A stored message that completed normally, as the server keeps it. */
export function finishedMessage(input: FinishedMessageInput): MessageRecord {
  const at = new Date(input.atMs).toISOString();
  return {
    _id: objectId(input.atMs),
    __v: 0,
    messageId: uuid(),
    conversationId: input.conversationId,
    parentMessageId: input.parentMessageId,
    user: input.userId,
    sender: input.isCreatedByUser ? 'User' : input.sender,
    text: input.text,
    isCreatedByUser: input.isCreatedByUser,
    model: input.model,
    error: false,
    unfinished: false,
    cancelled: false,
    ...(input.isCreatedByUser ? {} : { finish_reason: 'stop' }),
    tokenCount: Math.ceil(input.text.length / 4),
    createdAt: at,
    updatedAt: at,
  };
}

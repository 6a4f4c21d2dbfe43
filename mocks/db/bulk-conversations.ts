import { composeReply } from '../model/reply-generator';
import { finishedMessage } from './bulk-conversation';
import { syncConversationMessages } from './conversations';
import { objectId, uuid } from './ids';
import { type MockDb } from './mock-db';
import { NO_PARENT, type ConversationRecord, type UserRecord } from './types';

const MINUTE_MS = 60_000;
export const MAX_BULK_CONVERSATIONS = 200;

const TOPICS = [
  'planning a small vegetable garden',
  'writing a polite reminder email',
  'learning the basics of SQL joins',
  'packing for a rainy city weekend',
  'naming a new podcast about cooking',
  'explaining recursion to a beginner',
  'choosing a laptop for video editing',
  'keeping a sourdough starter alive',
];

/**
 * Adds `count` finished question-and-answer conversations for a user (mock control route
 * `POST /__mock/seed-conversations`). They are dated a minute apart, the newest a minute ago, so
 * they list before older chats in creation order; titles are numbered after the user's other chats.
 */
export function addBulkConversations(db: MockDb, user: UserRecord, count: number): ConversationRecord[] {
  const nowMs = db.clock.now();
  const existing = db.state.conversations.filter((convo) => convo.user === user.id).length;
  const created: ConversationRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const number = existing + index + 1;
    const startMs = nowMs - (count - index) * MINUTE_MS;
    const conversationId = uuid();
    const prompt = `Seeded question ${number}: help me with ${TOPICS[number % TOPICS.length] ?? TOPICS[0]}.`;
    const common = { userId: user.id, conversationId, model: 'gpt-4o-mini', sender: 'ChatGPT' };
    const question = finishedMessage({
      ...common,
      parentMessageId: NO_PARENT,
      text: prompt,
      isCreatedByUser: true,
      atMs: startMs,
    });
    const answer = finishedMessage({
      ...common,
      parentMessageId: question.messageId,
      text: composeReply(prompt),
      isCreatedByUser: false,
      atMs: startMs + 1000,
    });
    db.state.messages.push(question, answer);
    const conversation: ConversationRecord = {
      _id: objectId(startMs),
      __v: 0,
      conversationId,
      title: `Seeded chat ${number}`,
      user: user.id,
      endpoint: 'openAI',
      model: 'gpt-4o-mini',
      chatGptLabel: null,
      promptPrefix: null,
      temperature: 1,
      top_p: 1,
      presence_penalty: 0,
      frequency_penalty: 0,
      messages: [],
      createdAt: new Date(startMs).toISOString(),
      updatedAt: answer.updatedAt,
    };
    db.state.conversations.push(conversation);
    syncConversationMessages(db, conversationId);
    created.push(conversation);
  }
  return created;
}

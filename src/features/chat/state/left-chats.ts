import { KEEP_LEFT_CONVERSATIONS } from '@/lib/query-client';
import { holdsNothing, recordFromSeed, type ConversationRecord } from '../lib/conversation-record';

/**
 * Chats left whose records are kept though the server holds all of them: going back to a recent one is
 * instant, as React Query keeps their messages (the same number, `KEEP_LEFT_CONVERSATIONS`). The others
 * are forgotten, and opening one again loads it from the server, as a first visit does.
 */
export const KEEP_LEFT_CHATS = KEEP_LEFT_CONVERSATIONS;

/**
 * A record that only this tab holds must stay: a reply still streaming into it, or messages the server
 * has not named yet (a first send that failed before the conversation was created).
 */
export const mayForget = (record: ConversationRecord): boolean =>
  record.stream.status !== 'streaming' && (record.conversationId !== null || record.tree.byId.size === 0);

/**
 * The records after the chat `key` was left: it becomes the newest, and the oldest of those that may be
 * forgotten go, beyond the `keep` (at least 1) newest of them. A model chosen for a chat that goes stays
 * for the tab's life, in a record that holds only that choice, under the conversation's id: opening the
 * chat again loads its messages into it (chat-writer's `open`).
 */
export function afterLeaving(
  records: ReadonlyMap<string, ConversationRecord>,
  key: string,
  keep: number = KEEP_LEFT_CHATS,
): ReadonlyMap<string, ConversationRecord> {
  const record = records.get(key);
  if (!record) return records;
  const next = new Map(records);
  next.delete(key);
  next.set(key, record);
  const forgettable = [...next.keys()].filter((held) => {
    const kept = next.get(held)!;
    return !holdsNothing(kept) && mayForget(kept);
  });
  for (const held of forgettable.slice(0, -keep)) {
    const gone = next.get(held)!;
    next.delete(held);
    // Unless a record already sits under that id (the chat opened again by its address since).
    if (gone.model && gone.conversationId && !next.has(gone.conversationId)) {
      next.set(gone.conversationId, { ...recordFromSeed(null), model: gone.model });
    }
  }
  return next;
}

import { afterLeaving, mayForget } from '@/features/chat/state/left-chats';
import type { ChatRecord } from '@/features/chat/state/chat-records';
import { IDLE_SUBMISSION } from '@/features/chat/state/submission-atoms';
import { buildMessageTree, emptyMessageTree } from '@/lib/message-tree';
import { ROOT_PARENT_ID } from '@/lib/schemas/message';

const record = (conversationId: string | null, fields: Partial<ChatRecord> = {}): ChatRecord => ({
  conversationId,
  conversation: null,
  tree: emptyMessageTree(),
  siblingIndex: {},
  submission: IDLE_SUBMISSION,
  editingId: null,
  ...fields,
});
const streaming = { status: 'streaming', streamingId: 'a1', userMessageId: 'u1' } as const;
const unsent = buildMessageTree([
  {
    messageId: 'u1',
    parentMessageId: ROOT_PARENT_ID,
    conversationId: '',
    sender: 'User',
    text: 'Hi',
    isCreatedByUser: true,
  },
]);

describe('the chats left that a tab keeps', () => {
  it('forgets a chat the server holds, but not a streaming one or unnamed messages', () => {
    expect(mayForget(record('c1'))).toBe(true);
    expect(mayForget(record(null))).toBe(true);
    expect(mayForget(record('c1', { submission: streaming }))).toBe(false);
    expect(mayForget(record(null, { tree: unsent }))).toBe(false);
  });

  it('keeps the newest three it may forget, in the order they were left', () => {
    let records: ReadonlyMap<string, ChatRecord> = new Map();
    for (const key of ['a', 'b', 'c', 'd', 'e']) records = afterLeaving(records, key, record(key));
    expect([...records.keys()]).toEqual(['c', 'd', 'e']);
    // Left again, a chat becomes the newest.
    records = afterLeaving(records, 'c', record('c'));
    expect([...records.keys()]).toEqual(['d', 'e', 'c']);
  });

  it('keeps every record that must stay, beside the three', () => {
    let records: ReadonlyMap<string, ChatRecord> = new Map([
      ['s', record('s', { submission: streaming })],
      ['n', record(null, { tree: unsent })],
    ]);
    for (const key of ['a', 'b', 'c', 'd']) records = afterLeaving(records, key, record(key));
    expect([...records.keys()]).toEqual(['s', 'n', 'b', 'c', 'd']);
  });
});

import { afterLeaving, mayForget } from '@/features/chat/state/left-chats';
import { IDLE, type ConversationRecord as ChatRecord } from '@/features/chat/lib/conversation-record';
import { buildMessageTree, emptyMessageTree } from '@/lib/message-tree';
import { ROOT_PARENT_ID } from '@/lib/schemas/message';

const record = (conversationId: string | null, fields: Partial<ChatRecord> = {}): ChatRecord => ({
  conversationId,
  conversation: null,
  tree: emptyMessageTree(),
  siblingIndex: {},
  stream: IDLE,
  editingId: null,
  model: null,
  ...fields,
});
const streaming = { status: 'streaming', replies: [{ replyId: 'a1', userMessageId: 'u1' }] } as const;
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

/** The chat `key` is left holding `held`: its record is kept as the newest left. */
const leave = (records: ReadonlyMap<string, ChatRecord>, key: string, held: ChatRecord) =>
  afterLeaving(new Map(records).set(key, held), key);

describe('the chats left that a tab keeps', () => {
  it('forgets a chat the server holds, but not a streaming one or unnamed messages', () => {
    expect(mayForget(record('c1'))).toBe(true);
    expect(mayForget(record(null))).toBe(true);
    expect(mayForget(record('c1', { stream: streaming }))).toBe(false);
    expect(mayForget(record(null, { tree: unsent }))).toBe(false);
  });

  it('keeps the newest three it may forget, in the order they were left', () => {
    let records: ReadonlyMap<string, ChatRecord> = new Map();
    for (const key of ['a', 'b', 'c', 'd', 'e']) records = leave(records, key, record(key));
    expect([...records.keys()]).toEqual(['c', 'd', 'e']);
    // Left again, a chat becomes the newest.
    records = leave(records, 'c', record('c'));
    expect([...records.keys()]).toEqual(['d', 'e', 'c']);
  });

  it('keeps every record that must stay, beside the three', () => {
    let records: ReadonlyMap<string, ChatRecord> = new Map([
      ['s', record('s', { stream: streaming })],
      ['n', record(null, { tree: unsent })],
    ]);
    for (const key of ['a', 'b', 'c', 'd']) records = leave(records, key, record(key));
    expect([...records.keys()]).toEqual(['s', 'n', 'b', 'c', 'd']);
  });

  it('keeps a model chosen for a chat it forgets, alone, under the chat id, for good', () => {
    const claude = { endpoint: 'claude', model: 'claude-sonnet-4-5' };
    let records: ReadonlyMap<string, ChatRecord> = leave(
      new Map(),
      'new:tab:k1',
      record('c1', { tree: unsent, model: claude }),
    );
    for (const key of ['a', 'b', 'c', 'd', 'e']) records = leave(records, key, record(key));
    expect([...records.keys()].sort()).toEqual(['c', 'c1', 'd', 'e']);
    expect(records.get('c1')).toEqual(record(null, { model: claude }));
  });

  it('leaves a record already under the chat id as it is when it forgets the fresh chat that named it', () => {
    const claude = { endpoint: 'claude', model: 'claude-sonnet-4-5' };
    const gpt5 = { endpoint: 'openAI', model: 'gpt-4o' };
    // Named c1 in a fresh chat with Claude chosen; opened since by its address, where GPT-5 was chosen.
    let records: ReadonlyMap<string, ChatRecord> = leave(
      new Map(),
      'new:tab:k1',
      record('c1', { model: claude }),
    );
    records = leave(records, 'c1', record('c1', { model: gpt5 }));
    for (const key of ['a', 'b']) records = leave(records, key, record(key));
    expect(records.has('new:tab:k1')).toBe(false);
    expect(records.get('c1')?.model).toEqual(gpt5);
  });
});

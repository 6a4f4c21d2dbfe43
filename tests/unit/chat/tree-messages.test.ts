import { addMessage, buildMessageTree, replaceMessage, treeMessages, visiblePath } from '@/lib/message-tree';
import { lacksTimestamps, withServerTimestamps } from '@/features/chat/lib/server-timestamps';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

const msg = (messageId: string, parentMessageId: string, extra: Partial<Message> = {}): Message => ({
  messageId,
  parentMessageId,
  text: messageId,
  isCreatedByUser: messageId.startsWith('u'),
  ...extra,
});

// u1 -> a1, a2 (regenerated) ; a2 -> u2 -> a3 ; a1 -> u3
const SERVER = [
  msg('u1', ROOT_PARENT_ID),
  msg('a1', 'u1'),
  msg('a2', 'u1'),
  msg('u2', 'a2'),
  msg('a3', 'u2'),
  msg('u3', 'a1'),
];
const ids = (messages: readonly Message[]) => messages.map((message) => message.messageId);

describe('treeMessages', () => {
  it('lists parents before replies and siblings in arrival order', () => {
    expect(ids(treeMessages(buildMessageTree(SERVER)))).toEqual(['u1', 'a1', 'u3', 'a2', 'u2', 'a3']);
  });

  it('rebuilds to the same tree and the same visible path for any selection', () => {
    const tree = buildMessageTree(SERVER);
    const rebuilt = buildMessageTree(treeMessages(tree));
    expect(rebuilt.childrenOf).toEqual(tree.childrenOf);
    for (const index of [0, 1]) {
      expect(visiblePath(rebuilt, { u1: index })).toEqual(visiblePath(tree, { u1: index }));
    }
  });

  it('keeps a parent first even when it got its server id after its reply arrived', () => {
    let tree = buildMessageTree([]);
    tree = addMessage(tree, msg('temp-user', ROOT_PARENT_ID));
    tree = addMessage(tree, msg('reply', 'temp-user'));
    tree = replaceMessage(tree, 'temp-user', msg('u1', ROOT_PARENT_ID));
    tree = replaceMessage(tree, 'reply', msg('reply', 'u1'));
    // The map now holds the reply before its parent; the flat list must not.
    expect([...tree.byId.keys()]).toEqual(['reply', 'u1']);
    expect(ids(treeMessages(tree))).toEqual(['u1', 'reply']);
    expect(visiblePath(buildMessageTree(treeMessages(tree)), {})).toEqual(['u1', 'reply']);
  });

  it('is empty for an empty tree', () => {
    expect(treeMessages(buildMessageTree([]))).toEqual([]);
  });
});

describe('withServerTimestamps', () => {
  const streamed = [
    msg('u1', ROOT_PARENT_ID, { createdAt: 'stored-u1' }),
    msg('a1', 'u1', { text: 'live text' }),
  ];

  it('fills only the missing dates, by id, and keeps the live text', () => {
    const stored = [
      msg('u1', ROOT_PARENT_ID, { createdAt: 'other' }),
      msg('a1', 'u1', { text: 'old text', createdAt: '2024-05-01T10:00:00.000Z', updatedAt: 'u' }),
    ];
    const [first, second] = withServerTimestamps(streamed, stored);
    expect(first).toBe(streamed[0]);
    expect(second).toMatchObject({
      text: 'live text',
      createdAt: '2024-05-01T10:00:00.000Z',
      updatedAt: 'u',
    });
  });

  it('leaves a message the server does not know as it is', () => {
    expect(withServerTimestamps(streamed, [])).toEqual(streamed);
  });

  it('tells whether any message lacks its createdAt', () => {
    expect(lacksTimestamps(streamed)).toBe(true);
    expect(lacksTimestamps([streamed[0]!])).toBe(false);
  });
});

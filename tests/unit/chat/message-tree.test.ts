import {
  addMessage,
  buildMessageTree,
  emptyMessageTree,
  latestMessageId,
  removeMessage,
  replaceMessage,
  siblingIndexAfterChange,
  siblingInfo,
  treeMessages,
  visiblePath,
} from '@/lib/message-tree';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

const msg = (
  messageId: string,
  parentMessageId: string | null,
  text = messageId,
  isCreatedByUser = false,
): Message => ({
  messageId,
  parentMessageId,
  conversationId: 'c1',
  text,
  isCreatedByUser,
});

const user = (id: string, parent: string | null) => msg(id, parent, id, true);

// u1 -> a1 (first answer), a2 (regenerated) ; a2 -> u2 -> a3
const conversation = [
  user('u1', ROOT_PARENT_ID),
  msg('a1', 'u1'),
  msg('a2', 'u1'),
  user('u2', 'a2'),
  msg('a3', 'u2'),
];

describe('buildMessageTree', () => {
  it('links messages to their parents in arrival order', () => {
    const tree = buildMessageTree(conversation);
    expect(tree.childrenOf.get(ROOT_PARENT_ID)).toEqual(['u1']);
    expect(tree.childrenOf.get('u1')).toEqual(['a1', 'a2']);
    expect(tree.childrenOf.get('a2')).toEqual(['u2']);
    expect(tree.byId.get('a3')).toBe(conversation[4]);
    expect(tree.orphans.size).toBe(0);
  });

  it('attaches a message whose parent comes later in the list to that parent', () => {
    const tree = buildMessageTree([msg('child', 'late-parent'), msg('late-parent', ROOT_PARENT_ID)]);
    expect(tree.childrenOf.get(ROOT_PARENT_ID)).toEqual(['late-parent']);
    expect(tree.childrenOf.get('late-parent')).toEqual(['child']);
    expect(tree.orphans.size).toBe(0);
  });

  it('attaches an orphan after the message before it, not as a rival of the first message', () => {
    const tree = buildMessageTree([...conversation, msg('lost', 'deleted-parent')]);
    expect(tree.childrenOf.get(ROOT_PARENT_ID)).toEqual(['u1']);
    expect(tree.childrenOf.get('a3')).toEqual(['lost']);
    expect(visiblePath(tree, {})).toEqual(['u1', 'a2', 'u2', 'a3', 'lost']);
  });

  it('keeps one copy of a duplicated id, with the later data', () => {
    const later = msg('a1', 'u1', 'newer text');
    const tree = buildMessageTree([user('u1', ROOT_PARENT_ID), msg('a1', 'u1', 'old'), later]);
    expect(tree.childrenOf.get('u1')).toEqual(['a1']);
    expect(tree.byId.get('a1')).toBe(later);
    expect(tree.byId.size).toBe(2);
  });

  it('survives a message that is its own parent and a two-message cycle', () => {
    const tree = buildMessageTree([msg('self', 'self'), msg('A', 'B'), msg('B', 'A')]);
    expect(tree.childrenOf.get(ROOT_PARENT_ID)).toEqual(['self']);
    expect(tree.childrenOf.get('self')).toEqual(['A']);
    expect(tree.childrenOf.get('A')).toEqual(['B']);
    expect([...tree.orphans].sort()).toEqual(['A', 'self']);
    expect(visiblePath(tree, {})).toEqual(['self', 'A', 'B']);
  });

  it('builds a long chain in linear time: a message arriving is not looked for above its parent', () => {
    const chain = Array.from({ length: 1000 }, (_, index) =>
      msg(`m${index}`, index ? `m${index - 1}` : ROOT_PARENT_ID),
    );
    const lookups = vi.spyOn(Map.prototype, 'get');
    const tree = buildMessageTree(chain);
    // Counted, not timed: walking the chain above each message was 500,000 lookups.
    expect(lookups.mock.calls.length).toBeLessThan(10 * chain.length);
    expect(visiblePath(tree, {})).toEqual(chain.map((m) => m.messageId));
  });

  it('treats a missing parent id as the root and skips entries without an id', () => {
    const broken = [msg('x', null), { text: 'no id' } as unknown as Message];
    const tree = buildMessageTree(broken);
    expect(tree.childrenOf.get(ROOT_PARENT_ID)).toEqual(['x']);
    expect(tree.orphans.size).toBe(0);
  });
});

describe('visiblePath and siblings', () => {
  const tree = buildMessageTree(conversation);

  it('shows the newest sibling by default', () => {
    expect(visiblePath(tree, {})).toEqual(['u1', 'a2', 'u2', 'a3']);
  });

  it('follows the selected older sibling and stops at its leaf', () => {
    expect(visiblePath(tree, { u1: 1 })).toEqual(['u1', 'a1']);
  });

  it('clamps out-of-range and non-numeric indexes', () => {
    expect(visiblePath(tree, { u1: 9 })).toEqual(['u1', 'a1']);
    expect(visiblePath(tree, { u1: -3 })).toEqual(['u1', 'a2', 'u2', 'a3']);
    expect(visiblePath(tree, { u1: Number.NaN })).toEqual(['u1', 'a2', 'u2', 'a3']);
  });

  it('returns an empty path for an empty tree', () => {
    expect(visiblePath(emptyMessageTree(), {})).toEqual([]);
    expect(latestMessageId([])).toBeNull();
  });

  it('names the latest message as the end of the path', () => {
    expect(latestMessageId(visiblePath(tree, { u1: 1 }))).toBe('a1');
  });

  it('reports the switcher position counted from the oldest', () => {
    expect(siblingInfo(tree, 'a2', {})).toEqual({ parentKey: 'u1', position: 2, count: 2 });
    expect(siblingInfo(tree, 'a1', { u1: 1 })).toEqual({ parentKey: 'u1', position: 1, count: 2 });
    expect(siblingInfo(tree, 'u1', {})).toEqual({ parentKey: ROOT_PARENT_ID, position: 1, count: 1 });
    expect(siblingInfo(tree, 'missing', {})).toBeNull();
  });

  it('resets the selection only where the sibling count changed', () => {
    const grown = addMessage(tree, msg('a4', 'u1'));
    const selection = { u1: 1, u2: 0 };
    expect(siblingIndexAfterChange(tree, grown, selection)).toEqual({ u2: 0 });
    expect(siblingIndexAfterChange(tree, tree, selection)).toBe(selection);
  });
});

describe('changes without rebuilding', () => {
  it('adds a reply as the newest sibling and keeps every untouched object', () => {
    const tree = buildMessageTree(conversation);
    const next = addMessage(tree, msg('a4', 'u1'));
    expect(next).not.toBe(tree);
    expect(next.byId).not.toBe(tree.byId);
    expect(next.childrenOf.get('u1')).toEqual(['a1', 'a2', 'a4']);
    expect(next.childrenOf.get('a2')).toBe(tree.childrenOf.get('a2'));
    for (const message of conversation) expect(next.byId.get(message.messageId)).toBe(message);
    expect(tree.childrenOf.get('u1')).toEqual(['a1', 'a2']);
    expect(visiblePath(next, {})).toEqual(['u1', 'a4']);
  });

  it('updates a streamed text in place: one new message object, the other maps shared', () => {
    const tree = addMessage(buildMessageTree(conversation.slice(0, 1)), msg('u1_', 'u1', ''));
    const streamed = { ...tree.byId.get('u1_')!, text: 'Hi the' };
    const next = replaceMessage(tree, 'u1_', streamed);
    expect(next.byId.get('u1_')).toBe(streamed);
    expect(next.byId.get('u1')).toBe(tree.byId.get('u1'));
    expect(next.childrenOf).toBe(tree.childrenOf);
    expect(next.parentOf).toBe(tree.parentOf);
  });

  it('swaps the placeholder for the real reply in the same sibling slot', () => {
    let tree = buildMessageTree([user('u1', ROOT_PARENT_ID), msg('old', 'u1')]);
    tree = addMessage(tree, msg('u1_', 'u1', ''));
    tree = addMessage(tree, msg('later', 'u1'));
    const real = msg('real', 'u1', 'Hi there!');
    const next = replaceMessage(tree, 'u1_', real);
    expect(next.childrenOf.get('u1')).toEqual(['old', 'real', 'later']);
    expect(next.byId.has('u1_')).toBe(false);
    expect(next.parentOf.get('real')).toBe('u1');
  });

  it('moves the children of a replaced message to its new id', () => {
    const tree = buildMessageTree([user('u1', ROOT_PARENT_ID), msg('tmp', 'u1'), user('u2', 'tmp')]);
    const next = replaceMessage(tree, 'tmp', msg('final', 'u1'));
    expect(next.childrenOf.get('final')).toEqual(['u2']);
    expect(next.parentOf.get('u2')).toBe('final');
    expect(visiblePath(next, {})).toEqual(['u1', 'final', 'u2']);
  });

  it('keeps the user message when the final reply reuses its id', () => {
    let tree = buildMessageTree([user('u1', ROOT_PARENT_ID)]);
    tree = addMessage(tree, msg('u1_', 'u1', 'partial'));
    const next = replaceMessage(tree, 'u1_', msg('u1', 'u1', 'the reply'));
    expect(next.byId.get('u1')?.isCreatedByUser).toBe(true);
    expect(next.byId.get('u1_')?.text).toBe('the reply');
    expect(visiblePath(next, {})).toEqual(['u1', 'u1_']);
  });

  it('merges a replace onto an existing id and keeps the branch below the old one', () => {
    let tree = buildMessageTree([user('u1', ROOT_PARENT_ID), msg('real', 'u1', 'from a refetch')]);
    tree = addMessage(tree, msg('tmp', 'u1', 'partial'));
    tree = addMessage(tree, user('u2', 'tmp'));
    const next = replaceMessage(tree, 'tmp', msg('real', 'u1', 'final text'));
    expect(next.byId.has('tmp')).toBe(false);
    expect(next.childrenOf.get('real')).toEqual(['u2']);
    expect(next.byId.get('real')?.text).toBe('final text');
  });

  it('drops the placeholder when the real reply is already in the tree', () => {
    let tree = buildMessageTree([user('u1', ROOT_PARENT_ID)]);
    tree = addMessage(tree, msg('u1_', 'u1', 'partial'));
    tree = addMessage(tree, msg('real', 'u1', 'from a refetch'));
    const final = msg('real', 'u1', 'final text');
    const next = replaceMessage(tree, 'u1_', final);
    expect(next.childrenOf.get('u1')).toEqual(['real']);
    expect(next.byId.get('real')).toBe(final);
  });

  it('re-parents a replacement whose parent differs, and refuses a parent inside its own subtree', () => {
    const tree = buildMessageTree([
      user('u1', ROOT_PARENT_ID),
      msg('a1', 'u1'),
      user('u2', 'a1'),
      msg('a2', 'u2'),
    ]);
    const moved = replaceMessage(tree, 'a2', msg('a2', 'u1'));
    expect(moved.childrenOf.get('u1')).toEqual(['a1', 'a2']);
    expect(moved.childrenOf.has('u2')).toBe(false);

    const looped = replaceMessage(tree, 'a1', msg('a1', 'a2'));
    expect(looped.childrenOf.get(ROOT_PARENT_ID)).toEqual(['u1']);
    expect(looped.childrenOf.get('u1')).toEqual(['a1']);
    expect(looped.orphans.has('a1')).toBe(true);
    expect(visiblePath(looped, {})).toEqual(['u1', 'a1', 'u2', 'a2']);
  });

  it('adds a message whose id exists by replacing it, not duplicating it', () => {
    const tree = buildMessageTree(conversation);
    const next = addMessage(tree, msg('a3', 'u2', 'continued'));
    expect(next.childrenOf.get('u2')).toEqual(['a3']);
    expect(next.byId.get('a3')?.text).toBe('continued');
  });

  it('adds an unknown-parent or self-parented message after the latest message', () => {
    const tree = buildMessageTree(conversation);
    const next = addMessage(addMessage(tree, msg('lost', 'nowhere')), msg('me', 'me'));
    expect(next.childrenOf.get(ROOT_PARENT_ID)).toEqual(['u1']);
    expect(next.childrenOf.get('a3')).toEqual(['lost']);
    expect(next.childrenOf.get('lost')).toEqual(['me']);
    expect([...next.orphans]).toEqual(['lost', 'me']);
  });

  it('removes a message with everything below it', () => {
    const tree = buildMessageTree(conversation);
    const next = removeMessage(tree, 'a2');
    expect(next.childrenOf.get('u1')).toEqual(['a1']);
    expect([...next.byId.keys()]).toEqual(['u1', 'a1']);
    expect(next.childrenOf.has('a2')).toBe(false);
    expect(next.byId.get('u1')).toBe(tree.byId.get('u1'));
    expect(removeMessage(tree, 'missing')).toBe(tree);
  });

  it('forgets the parent key once its last child is removed', () => {
    const tree = buildMessageTree(conversation);
    const next = removeMessage(tree, 'a3');
    expect(next.childrenOf.has('u2')).toBe(false);
    expect(latestMessageId(visiblePath(next, {}))).toBe('u2');
  });
});

describe('edges the server can produce', () => {
  it('skips an entry whose id is not a string', () => {
    const numeric = { ...msg('x', ROOT_PARENT_ID), messageId: 42 } as unknown as Message;
    const tree = buildMessageTree([numeric, msg('a', ROOT_PARENT_ID)]);
    expect([...tree.byId.keys()]).toEqual(['a']);
    expect(tree.childrenOf.get(ROOT_PARENT_ID)).toEqual(['a']);
  });

  it('leaves a waiting orphan alone when a message it does not wait for arrives', () => {
    // 'lost' waits for 'later'; 'a1' arrives first and must not take it.
    const tree = buildMessageTree([user('u1', ROOT_PARENT_ID), msg('lost', 'later'), msg('a1', 'u1')]);
    expect(tree.childrenOf.get('u1')).toEqual(['lost', 'a1']);
    expect(tree.childrenOf.has('a1')).toBe(false);
    expect([...tree.orphans]).toEqual(['lost']);
    const adopted = addMessage(tree, msg('later', 'a1'));
    expect(adopted.childrenOf.get('later')).toEqual(['lost']);
    expect(adopted.childrenOf.get('u1')).toEqual(['a1']);
    expect(adopted.orphans.size).toBe(0);
  });

  it('adds a replacement for an id it does not hold, at its own parent', () => {
    const tree = buildMessageTree([user('u1', ROOT_PARENT_ID)]);
    const rooted = replaceMessage(tree, 'gone', user('u2', ROOT_PARENT_ID));
    expect(rooted.childrenOf.get(ROOT_PARENT_ID)).toEqual(['u1', 'u2']);
    const reply = replaceMessage(tree, 'gone', msg('a1', 'u1'));
    expect(reply.childrenOf.get('u1')).toEqual(['a1']);
  });

  it('keeps a selection for a level neither tree has, and resets one that appeared', () => {
    const tree = buildMessageTree(conversation);
    const grown = addMessage(tree, user('u3', 'a3'));
    const selection = { elsewhere: 1, a3: 0 };
    expect(siblingIndexAfterChange(tree, grown, selection)).toEqual({ elsewhere: 1 });
    expect(siblingIndexAfterChange(grown, tree, selection)).toEqual({ elsewhere: 1 });
  });
});

describe('replace and the orphans', () => {
  it('attaches a replacement under a parent it holds without calling it an orphan', () => {
    let tree = buildMessageTree([user('u1', ROOT_PARENT_ID), msg('a1', 'u1')]);
    tree = addMessage(tree, msg('u1_', 'u1', ''));
    const moved = replaceMessage(tree, 'u1_', msg('r1', 'a1'));
    expect(moved.parentOf.get('r1')).toBe('a1');
    expect(moved.orphans.size).toBe(0);
  });

  it('hands a message waiting for the final id to the reply that takes it', () => {
    // A sync brought the next question (parent r1) while the reply was still the placeholder u1_.
    let tree = buildMessageTree([user('u1', ROOT_PARENT_ID)]);
    tree = addMessage(tree, msg('u1_', 'u1', 'partial'));
    tree = addMessage(tree, user('u2', 'r1'));
    expect([...tree.orphans]).toEqual(['u2']);
    const final = replaceMessage(tree, 'u1_', msg('r1', 'u1', 'whole'));
    expect(final.childrenOf.get('r1')).toEqual(['u2']);
    expect(final.orphans.size).toBe(0);
    expect(visiblePath(final, {})).toEqual(['u1', 'r1', 'u2']);
  });
});

describe('treeMessages over several roots', () => {
  it('lists the roots in arrival order, each with its replies', () => {
    const tree = buildMessageTree([
      user('u1', ROOT_PARENT_ID),
      user('u2', ROOT_PARENT_ID),
      msg('a2', 'u2'),
      msg('a1', 'u1'),
    ]);
    expect(treeMessages(tree).map((message) => message.messageId)).toEqual(['u1', 'a1', 'u2', 'a2']);
  });
});

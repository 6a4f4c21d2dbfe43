import { describe, expect, it } from 'vitest';
import { applyEvent, recordFromSeed } from '@/features/chat/lib/conversation-record';
import { buildMessageTree, siblingIndexShowing, visiblePath } from '@/lib/message-tree';
import type { Message } from '@/lib/schemas/message';

const msg = (messageId: string, parentMessageId: string | null, isCreatedByUser = false): Message => ({
  messageId,
  parentMessageId,
  conversationId: 'c1',
  text: messageId,
  isCreatedByUser,
});

// u1 -> a1 (first answer), a2 (regenerated, shown); a1 -> u2 -> a3; a2 -> u3 -> a4, a5 (shown)
const messages = [
  msg('u1', null, true),
  msg('a1', 'u1'),
  msg('u2', 'a1', true),
  msg('a3', 'u2'),
  msg('a2', 'u1'),
  msg('u3', 'a2', true),
  msg('a4', 'u3'),
  msg('a5', 'u3'),
];

describe('a link to a message shows the branch that holds it (issue #43)', () => {
  const tree = buildMessageTree(messages);

  it('chooses the variant on its way at every level', () => {
    expect(visiblePath(tree, {})).toEqual(['u1', 'a2', 'u3', 'a5']);
    expect(visiblePath(tree, siblingIndexShowing(tree, {}, 'a3'))).toEqual(['u1', 'a1', 'u2', 'a3']);
    expect(visiblePath(tree, siblingIndexShowing(tree, {}, 'a4'))).toEqual(['u1', 'a2', 'u3', 'a4']);
    expect(visiblePath(tree, siblingIndexShowing(tree, {}, 'u2'))).toEqual(['u1', 'a1', 'u2', 'a3']);
  });

  it('leaves the selection as it is when the message shows already, or is not in the tree', () => {
    const index = {};
    expect(siblingIndexShowing(tree, index, 'a5')).toBe(index);
    expect(siblingIndexShowing(tree, index, 'nope')).toBe(index);
  });

  it('keeps what is chosen on the levels it does not pass, and a level already right', () => {
    const index = { u3: 1 };
    const shown = siblingIndexShowing(tree, index, 'a3');
    expect(shown).toEqual({ u3: 1, u1: 1 });
    expect(siblingIndexShowing(tree, shown, 'u2')).toBe(shown);
  });

  it('counts a variant from the newest: the middle one of three', () => {
    const three = buildMessageTree([msg('q', null, true), msg('x0', 'q'), msg('x1', 'q'), msg('x2', 'q')]);
    expect(siblingIndexShowing(three, {}, 'x1')).toEqual({ q: 1 });
    expect(visiblePath(three, siblingIndexShowing(three, {}, 'x1'))).toEqual(['q', 'x1']);
    expect(visiblePath(three, siblingIndexShowing(three, {}, 'x0'))).toEqual(['q', 'x0']);
  });

  it('chooses among first messages too (several at the root)', () => {
    const rooted = buildMessageTree([msg('r1', null, true), msg('b1', 'r1'), msg('r2', null, true)]);
    expect(visiblePath(rooted, {})).toEqual(['r2']);
    expect(visiblePath(rooted, siblingIndexShowing(rooted, {}, 'b1'))).toEqual(['r1', 'b1']);
  });

  it('is the record event show-message', () => {
    const record = recordFromSeed({ conversationId: 'c1', messages, conversation: null });
    const shown = applyEvent(record, { type: 'show-message', messageId: 'a3' });
    expect(visiblePath(shown.tree, shown.siblingIndex)).toEqual(['u1', 'a1', 'u2', 'a3']);
    expect(applyEvent(shown, { type: 'show-message', messageId: 'a3' })).toBe(shown);
  });
});

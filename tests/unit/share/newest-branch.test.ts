import { newestBranch } from '@/features/share/lib/newest-branch';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

const msg = (messageId: string, parentMessageId: string): Message => ({
  messageId,
  parentMessageId,
  text: messageId,
  isCreatedByUser: messageId.startsWith('u'),
});

describe('newestBranch', () => {
  it('follows the newest reply at each level', () => {
    const messages = [
      msg('u1', ROOT_PARENT_ID),
      msg('a1', 'u1'),
      msg('a2', 'u1'),
      msg('u2', 'a1'),
      msg('u3', 'a2'),
      msg('a3', 'u3'),
    ];
    expect(newestBranch(messages).map((message) => message.messageId)).toEqual(['u1', 'a2', 'u3', 'a3']);
  });

  it('follows the branch of the newest message: a follow-up under an older answer (issue #44)', () => {
    // Three answers to u1 (a comparison), then a follow-up asked under the first of them.
    const messages = [
      msg('u1', ROOT_PARENT_ID),
      msg('a1', 'u1'),
      msg('a2', 'u1'),
      msg('a3', 'u1'),
      msg('u2', 'a1'),
      msg('a4', 'u2'),
    ];
    expect(newestBranch(messages).map((message) => message.messageId)).toEqual(['u1', 'a1', 'u2', 'a4']);
  });

  it('shows the newest variant when the newest message is one', () => {
    const messages = [
      msg('u1', ROOT_PARENT_ID),
      msg('a1', 'u1'),
      msg('u2', 'a1'),
      msg('a2', 'u2'),
      msg('a3', 'u1'),
    ];
    expect(newestBranch(messages).map((message) => message.messageId)).toEqual(['u1', 'a3']);
  });

  it('is empty without messages', () => {
    expect(newestBranch([])).toEqual([]);
  });
});

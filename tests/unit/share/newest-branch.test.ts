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

  it('is empty without messages', () => {
    expect(newestBranch([])).toEqual([]);
  });
});

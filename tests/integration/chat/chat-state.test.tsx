import { act } from '@testing-library/react';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';
import { openChat } from '../../helpers/chat-state';

const message = (id: string, parent: string, text = id): Message => ({
  messageId: id,
  parentMessageId: parent,
  conversationId: 'c1',
  sender: parent === ROOT_PARENT_ID ? 'User' : 'GPT-4o',
  text,
  isCreatedByUser: parent === ROOT_PARENT_ID,
});

describe('the chat state', () => {
  it('gives a fresh chat a conversation holding the options until the server names it', () => {
    const chat = openChat();
    act(() => chat.updateConversationOptions({ temperature: 0.5 }));
    act(() => chat.updateConversationOptions({ top_p: 0.9 }));
    expect(chat.state().conversation).toEqual({
      conversationId: 'new',
      title: 'New Chat',
      temperature: 0.5,
      top_p: 0.9,
    });
    expect(chat.state().conversationId).toBeNull();
    // The final event merges the server's conversation over them.
    act(() =>
      chat.writer.dispatch({
        type: 'options',
        options: { conversationId: 'c1', title: 'Rivers', temperature: 0.5 },
      }),
    );
    expect(chat.state()).toMatchObject({
      conversation: { conversationId: 'c1', title: 'Rivers', temperature: 0.5, top_p: 0.9 },
    });
    chat.unmount();
  });

  it('shows a new variant at once and steps between variants within bounds', () => {
    const chat = openChat('c1', [message('u1', ROOT_PARENT_ID), message('a1', 'u1')]);
    chat.sync([message('u1', ROOT_PARENT_ID), message('a1', 'u1'), message('a2', 'u1')]);
    expect(chat.visiblePath()).toEqual(['u1', 'a2']);
    act(() => chat.writer.dispatch({ type: 'step-variant', messageId: 'a2', step: -1 }));
    expect(chat.visiblePath()).toEqual(['u1', 'a1']);
    act(() => chat.writer.dispatch({ type: 'step-variant', messageId: 'a1', step: -1 }));
    expect(chat.visiblePath()).toEqual(['u1', 'a1']);
    act(() => chat.writer.dispatch({ type: 'step-variant', messageId: 'a1', step: 1 }));
    expect(chat.visiblePath()).toEqual(['u1', 'a2']);
    chat.unmount();
  });

  it('keeps the row key of a message the server renamed', () => {
    const chat = openChat('c1', [message('u1', ROOT_PARENT_ID)]);
    act(() =>
      chat.writer.dispatch({
        type: 'send',
        userMessage: null,
        placeholder: { ...message('a1_', 'u1', ''), submitting: true },
      }),
    );
    act(() => chat.writer.dispatch({ type: 'token', replyId: 'a1_', text: 'partial' }));
    act(() =>
      chat.writer.dispatch({
        type: 'final',
        replyId: 'a1_',
        userMessageId: 'u1',
        requestMessage: message('u1', ROOT_PARENT_ID),
        responseMessage: message('a1', 'u1', 'final'),
        conversation: { conversationId: 'c1', title: 'New Chat' },
      }),
    );
    expect(chat.visiblePath()).toEqual(['u1', 'a1']);
    expect(chat.latestMessage()?.text).toBe('final');
    // The renamed message keeps its slot: its row keeps its list key.
    expect(chat.slotOf('a1')).toBe(1);
    expect(chat.slotMessage(1)?.messageId).toBe('a1');
    chat.unmount();
  });

  it('holds only the conversation open now, and drops a late write of a stream still running', () => {
    const chat = openChat('c1', [message('u1', ROOT_PARENT_ID), message('a1', 'u1')]);
    expect(chat.slotOf('a1')).toBe(1);
    const left = chat.writer;
    chat.switchTo('c2', [message('u9', ROOT_PARENT_ID)]);
    expect(chat.writer).not.toBe(left);
    act(() => left.dispatch({ type: 'edited', messageId: 'a1', text: 'late token' }));
    act(() => left.dispatch({ type: 'send', userMessage: null, placeholder: message('a2', 'u1') }));
    expect(chat.visiblePath()).toEqual(['u9']);
    expect([...chat.state().tree.byId.keys()]).toEqual(['u9']);
    expect(chat.state().conversationId).toBe('c2');
    // Slots are reused from 0; those the conversation left used are empty again.
    expect(chat.slotOf('u9')).toBe(0);
    expect(chat.slotMessage(0)?.text).toBe('u9');
    expect(chat.slotMessage(1)).toBeUndefined();
    chat.unmount();
  });
  it('keeps the chats left last and one still streaming; an older one opens again from the server', () => {
    const held = (id: string) => message(`${id}-m`, ROOT_PARENT_ID, `${id} as the tab left it`);
    const fromServer = (id: string) => [message(`${id}-m`, ROOT_PARENT_ID, `${id} from the server`)];
    const chat = openChat('c1', [held('c1')]);
    act(() =>
      chat.writer.dispatch({
        type: 'send',
        userMessage: null,
        placeholder: { ...message('c1-r', 'c1-m', ''), submitting: true },
      }),
    );
    for (const id of ['c2', 'c3', 'c4', 'c5', 'c6']) chat.switchTo(id, [held(id)]);
    const textOn = (id: string) => {
      chat.switchTo(id, fromServer(id));
      return chat.state().tree.byId.get(`${id}-m`)?.text;
    };
    // Left c2 to c5: the three left last (c3, c4, c5) are kept, c2 is forgotten.
    expect(textOn('c5')).toBe('c5 as the tab left it');
    expect(textOn('c2')).toBe('c2 from the server');
    // The streaming chat was left first, and is kept all the same.
    expect(textOn('c1')).toBe('c1 as the tab left it');
    expect(chat.state().stream).toMatchObject({ status: 'streaming', replies: [{ replyId: 'c1-r' }] });
    chat.unmount();
  });

  it('keeps a finished reply when a copy the server sent mid-reply arrives after the final event', () => {
    const chat = openChat('c1', [message('u1', ROOT_PARENT_ID)]);
    act(() => {
      chat.writer.dispatch({
        type: 'send',
        userMessage: null,
        placeholder: { ...message('a1', 'u1', 'Here'), submitting: true },
      });
    });
    act(() => {
      chat.writer.dispatch({
        type: 'final',
        replyId: 'a1',
        userMessageId: 'u1',
        requestMessage: message('u1', ROOT_PARENT_ID),
        responseMessage: message('a1', 'u1', 'Here is the whole reply.'),
        conversation: { conversationId: 'c1', title: 'New Chat' },
      });
    });
    // Fetched while the reply was written: the server had its first word, unfinished.
    chat.sync([message('u1', ROOT_PARENT_ID), { ...message('a1', 'u1', 'Here'), unfinished: true }]);
    expect(chat.state().tree.byId.get('a1')).toMatchObject({ text: 'Here is the whole reply.' });
    expect(chat.state().tree.byId.get('a1')?.unfinished).toBeFalsy();
    // A newer copy (another tab went on) still comes in.
    chat.sync([
      message('u1', ROOT_PARENT_ID),
      message('a1', 'u1', 'Here is the whole reply.'),
      { ...message('u2', 'a1'), isCreatedByUser: true },
    ]);
    expect(chat.state().tree.byId.has('u2')).toBe(true);
    chat.unmount();
  });

  // Issue #41, item 3: a server copy that is a subset of the tab's kept the tab's copy until a reload.
  it('drops what the server no longer holds (a part of the conversation cleared elsewhere)', () => {
    const chat = openChat('c1', [
      message('u1', ROOT_PARENT_ID),
      message('a1', 'u1'),
      { ...message('u2', 'a1'), isCreatedByUser: true },
      message('a2', 'u2'),
    ]);
    chat.sync([message('u1', ROOT_PARENT_ID), message('a1', 'u1')]);
    expect([...chat.state().tree.byId.keys()]).toEqual(['u1', 'a1']);
    expect(chat.visiblePath()).toEqual(['u1', 'a1']);
    chat.unmount();
  });
});

import { ChatStore } from '@/features/chat/state/chat-store';

describe('ChatStore conversation options', () => {
  it('gives a fresh chat a conversation holding the options until the server names it', () => {
    const store = new ChatStore(null);
    let changes = 0;
    store.subscribe(() => changes++);
    store.updateConversationOptions({ temperature: 0.5 });
    store.updateConversationOptions({ top_p: 0.9 });
    expect(store.getState().conversation).toEqual({
      conversationId: 'new',
      title: 'New Chat',
      temperature: 0.5,
      top_p: 0.9,
    });
    expect(store.getState().conversationId).toBeNull();
    // The final event merges the server's conversation over them.
    store.setConversation({ conversationId: 'c1', title: 'Rivers', temperature: 0.5 });
    expect(store.getState()).toMatchObject({
      conversationId: 'c1',
      conversation: { conversationId: 'c1', title: 'Rivers', temperature: 0.5, top_p: 0.9 },
    });
    expect(changes).toBe(3);
  });

  it('keeps a model picked in the chat, notifying only on a change', () => {
    const store = new ChatStore('c1');
    let changes = 0;
    store.subscribe(() => changes++);
    store.chooseModel({ endpoint: 'google', model: 'chat-bison' });
    store.chooseModel({ endpoint: 'google', model: 'chat-bison' });
    expect(store.getState().modelChoice).toEqual({ endpoint: 'google', model: 'chat-bison' });
    store.chooseModel(null);
    expect(store.getState().modelChoice).toBeNull();
    expect(changes).toBe(2);
  });
});

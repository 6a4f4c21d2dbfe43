import { act, render } from '@testing-library/react';
import { RecoilRoot, useRecoilCallback } from 'recoil';
import { chatKeyOfState, chatModelChoiceState } from '@/features/chat/state/chat-records';
import { useChatStore, type ChatStore } from '@/features/chat/state/chat-writer';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

const prompt = (conversationId: string): Message => ({
  messageId: `${conversationId}-u`,
  parentMessageId: ROOT_PARENT_ID,
  conversationId,
  sender: 'User',
  text: `${conversationId} prompt`,
  isCreatedByUser: true,
});
const seedOf = (conversationId: string) => ({
  conversationId,
  messages: [prompt(conversationId)],
  conversation: null,
});
const GPT_5 = { endpoint: 'openAI', model: 'gpt-5' };

/** The chat store in a bare RecoilRoot, and what the route reads of it: a conversation's key and model. */
function mountStore() {
  let store: ChatStore | null = null;
  let keyOf: (id: string) => string = () => '';
  let modelOf: (key: string) => unknown = () => null;
  function Owner() {
    store = useChatStore();
    keyOf = useRecoilCallback(
      ({ snapshot }) =>
        (id: string) =>
          snapshot.getLoadable(chatKeyOfState(id)).getValue(),
      [],
    );
    modelOf = useRecoilCallback(
      ({ snapshot }) =>
        (key: string) =>
          snapshot.getLoadable(chatModelChoiceState(key)).getValue(),
      [],
    );
    return null;
  }
  render(
    <RecoilRoot>
      <Owner />
    </RecoilRoot>,
  );
  return { store: () => store!, keyOf: (id: string) => keyOf(id), modelOf: (key: string) => modelOf(key) };
}

/*
 * Opening a conversation by its address finds the fresh chat's key the server named it under (its view
 * keeps that key), with the messages React Query still holds as the seed. When leaving the chat shown
 * forgets that record in the same commit, the route has already picked the key, and the view opens it.
 * Found by the model walk's replay of four chats left, once in four loaded runs.
 */
describe('a named fresh chat forgotten in the commit that opens it again', () => {
  it('keeps the model chosen for it, and is found by its id', () => {
    const { store, keyOf, modelOf } = mountStore();
    act(() => {
      store().open('new:tab:k0', seedOf('c0'));
      store().writerFor('new:tab:k0').dispatch({ type: 'model', model: GPT_5 });
      store().close('new:tab:k0');
      for (const id of ['c1', 'c2', 'c3']) {
        store().open(id, seedOf(id));
        if (id !== 'c3') store().close(id);
      }
    });
    expect(keyOf('c0')).toBe('new:tab:k0');
    act(() => {
      // The route rendered /chat/c0 with its fresh key; leaving c3 forgets that record.
      store().close('c3');
      store().open('new:tab:k0', seedOf('c0'), 'c0');
      store()
        .writerFor('new:tab:k0')
        .dispatch({ type: 'sync', ...seedOf('c0') });
    });
    expect(keyOf('c0')).toBe('c0');
    expect(modelOf('c0')).toEqual(GPT_5);
    // Nothing is left under the forgotten key (the view goes as the address finds the id's record).
    expect(store().writerFor('new:tab:k0').read().tree.byId.size).toBe(0);
    act(() => store().open('c0', seedOf('c0'), 'c0'));
    expect(store().writerFor('c0').read()).toMatchObject({ conversationId: 'c0', model: GPT_5 });
    expect(store().isOpen('c0')).toBe(true);
  });
});

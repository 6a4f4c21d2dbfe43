import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { RecoilRoot, useRecoilCallback } from 'recoil';
import {
  messageSlotState,
  siblingLabelSlotState,
  slotOfIdState,
} from '@/features/chat/state/conversation-atoms';
import { useChatStore, type ChatWriter } from '@/features/chat/state/chat-writer';
import { visiblePath } from '@/lib/message-tree';
import type { Message } from '@/lib/schemas/message';

interface ViewHooks {
  writer: ChatWriter;
  updateConversationOptions: (options: Readonly<Record<string, unknown>>) => void;
  /** The message held by a slot's atom (what a row reads). */
  slotMessage: (slot: number) => Message | undefined;
  /** The `n/m` label a slot's atom holds (what its row's sibling switcher shows). */
  slotLabel: (slot: number) => string;
  slotOf: (id: string) => number | undefined;
  /** A server copy of the conversation arriving (what the route's messages query hands the view). */
  sync: (messages: readonly Message[]) => void;
}

export interface OpenChat extends ViewHooks {
  state: ChatWriter['read'];
  visiblePath: () => string[];
  latestMessage: () => Message | null;
  /** Closes this view and opens another conversation in the same Recoil root, as a route change does. */
  switchTo: (conversationId: string, messages: readonly Message[]) => void;
  unmount: () => void;
}

/** The chat's Recoil state in a bare RecoilRoot: a view's writer opened on `messages`, and its hooks. */
export function openChat(conversationId: string | null = null, messages: readonly Message[] = []): OpenChat {
  let view: ViewHooks | null = null;
  function Owner({ id, list }: { id: string | null; list: readonly Message[] }) {
    const store = useChatStore();
    const key = id ?? 'new:test';
    const writer = store.writerFor(key);
    const slotMessage = useRecoilCallback(
      ({ snapshot }) =>
        (slot: number) =>
          snapshot.getLoadable(messageSlotState(slot)).getValue(),
      [],
    );
    const slotLabel = useRecoilCallback(
      ({ snapshot }) =>
        (slot: number) =>
          snapshot.getLoadable(siblingLabelSlotState(slot)).getValue(),
      [],
    );
    const slotOf = useRecoilCallback(
      ({ snapshot }) =>
        (messageId: string) =>
          snapshot.getLoadable(slotOfIdState).getValue().get(messageId),
      [],
    );
    const sync = (messages: readonly Message[]) =>
      writer.dispatch({ type: 'sync', messages, conversation: null });
    const updateConversationOptions = (options: Readonly<Record<string, unknown>>) =>
      writer.dispatch({ type: 'options', options });
    const hooks = { updateConversationOptions, slotMessage, slotLabel, slotOf, sync };
    view = { writer, ...hooks };
    useLayoutEffect(() => {
      store.open(key, { conversationId: id, messages: list, conversation: null });
      return () => store.close(key);
    }, [store, key, id, list]);
    return null;
  }
  const tree = (id: string | null, list: readonly Message[]) => (
    <RecoilRoot>
      <Owner key={id ?? 'new'} id={id} list={list} />
    </RecoilRoot>
  );
  const { rerender, unmount } = render(tree(conversationId, messages));
  const current = () => view as unknown as ViewHooks;
  const path = () => {
    const { tree: messageTree, siblingIndex } = current().writer.read();
    return visiblePath(messageTree, siblingIndex);
  };
  return {
    get writer() {
      return current().writer;
    },
    get updateConversationOptions() {
      return current().updateConversationOptions;
    },
    slotMessage: (slot) => current().slotMessage(slot),
    slotLabel: (slot) => current().slotLabel(slot),
    slotOf: (id) => current().slotOf(id),
    sync: (messages) => act(() => current().sync(messages)),
    state: () => current().writer.read(),
    visiblePath: path,
    latestMessage: () =>
      current()
        .writer.read()
        .tree.byId.get(path().at(-1) ?? '') ?? null,
    switchTo: (id, list) => act(() => rerender(tree(id, list))),
    unmount,
  };
}

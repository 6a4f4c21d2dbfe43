import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Message } from '@/lib/schemas/message';
import { siblingInfo } from '@/lib/message-tree';
import type { ChatState, ChatStore } from './chat-store';

export const ChatStoreContext = createContext<ChatStore | null>(null);

export function useChatStore(): ChatStore {
  const store = useContext(ChatStoreContext);
  if (!store) throw new Error('must be used within a ChatProvider');
  return store;
}

/** Re-renders only when `select` returns a different value (compare primitives or stable objects). */
export function useChatSelector<T>(select: (state: ChatState, store: ChatStore) => T): T {
  const store = useChatStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState(), store));
}

export const useVisiblePath = (): readonly string[] => useChatSelector((_, store) => store.visiblePath());

export const useMessage = (id: string): Message | undefined =>
  useChatSelector((state) => state.tree.byId.get(id));

export const useIsSubmitting = (): boolean => useChatSelector((state) => state.streamingId !== null);

export const useLatestMessage = (): Message | null => useChatSelector((_, store) => store.latestMessage());

/** `position/count` of the message among its siblings, or '' when it has none. */
export function useSiblingLabel(id: string): string {
  return useChatSelector((state) => {
    const info = siblingInfo(state.tree, id, state.siblingIndex);
    return info && info.count > 1 ? `${info.position}/${info.count}` : '';
  });
}

import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { tabId } from '@/lib/tab-id';
import type { ChatModel } from '../lib/conversation-record';
import { useChatKeyOf } from './chat-hooks';
import { chatModelChoiceState } from './chat-records';
import { useChatStore } from './chat-writer';

/**
 * The chat key an address opens, the one place that says it: the chat route renders that chat, and the
 * shell's header, which reads the same address, reads and writes that chat's model. `storedId` is the
 * conversation a /chat/{id} address names, or null for a fresh chat (/chat/new or a model's address):
 * a stored conversation's key is its id, or the client key of a fresh chat the server named in this tab
 * (chat-records); a fresh chat's is `new:<tab id>:<location key>`, one per history entry, so Back and
 * Forward find the same chat again (a tab's first entry has the key 'default' in every tab, hence the tab).
 */
export function useAddressChatKey(storedId: string | null): string {
  const { key } = useLocation();
  const stored = useChatKeyOf(storedId ?? '');
  return storedId === null ? `new:${tabId()}:${key}` : stored;
}

export interface ChatModelChoice {
  /** The model chosen for the chat, null when none is (it sends with its address's or stored model). */
  chosen: ChatModel | null;
  /** Chooses another (null: back to the address's or stored model). */
  choose: (model: ChatModel | null) => void;
}

const NO_CHOICE = (): void => undefined;

/**
 * The model chosen for the chat at `key` (its record's `model`, see conversation-record.ts), and its
 * setter; with a null key (the address opens no chat) nothing is chosen and choosing does nothing.
 */
export function useChatModelChoice(key: string | null): ChatModelChoice {
  const chosen = useRecoilValue(chatModelChoiceState(key ?? ''));
  const store = useChatStore();
  const choose = useCallback(
    (model: ChatModel | null) => {
      if (key !== null) store.writerFor(key).dispatch({ type: 'model', model });
    },
    [store, key],
  );
  return useMemo(
    () => (key === null ? { chosen: null, choose: NO_CHOICE } : { chosen, choose }),
    [key, chosen, choose],
  );
}

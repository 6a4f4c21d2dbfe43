import { atom, selector, selectorFamily } from 'recoil';
import type { MessageTree, SiblingIndex } from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import { openChatKeyState } from './conversation-atoms';
import type { SubmissionState } from './submission-atoms';

/**
 * Every conversation visited in this tab keeps its state here, under its chat key, while it is not the
 * open one (the open one lives in the per-message atoms, see conversation-atoms): leaving a chat saves
 * it here, coming back restores it, and a reply still streaming for it keeps writing here. Only the few
 * left last are kept once the server holds all of a chat (left-chats.ts).
 *
 * A chat key is the conversation's id; a fresh chat has a client key (`new:…`) until the server names
 * it, and then keeps that key: the alias of the server's id points at it, so its view, its stream and
 * its record stay the same objects while the address changes to /chat/{id}.
 */
export interface ChatRecord {
  /** null until the server names the conversation. */
  conversationId: string | null;
  conversation: Conversation | null;
  tree: MessageTree;
  siblingIndex: SiblingIndex;
  submission: SubmissionState;
  editingId: string | null;
}

/*
 * One atom for all records and one for all aliases, not an atom per chat: Recoil keeps, for the tab's
 * life, the whole state of the moment an atom is first read (its cleanup closure holds it), and an atom
 * per chat, first read while another chat was open, kept that chat's messages: 20 long chats opened in
 * turn kept all 20 (tests/perf/conversation-memory.perf.spec.ts). One atom keeps at most the one state
 * of its first read. Both are replaced, never changed in place.
 */

/** The records by chat key, the chat left longest ago first. */
export const chatRecordsState = atom<ReadonlyMap<string, ChatRecord>>({
  key: 'chat/records',
  default: new Map(),
  dangerouslyAllowMutability: true,
});

/** Server ids of the fresh chats of this tab, each to the client key its chat keeps. */
export const chatAliasesState = atom<ReadonlyMap<string, string>>({
  key: 'chat/aliases',
  default: new Map(),
});

const LATEST_ONLY = { eviction: 'most-recent' } as const;

/** The chat key of a conversation id. */
export const chatKeyOfState = selectorFamily<string, string>({
  key: 'chat/keyOf',
  get:
    (conversationId) =>
    ({ get }) =>
      get(chatAliasesState).get(conversationId) ?? conversationId,
});

/** The keys of the records: what a reader of one chat depends on, rather than every record's version. */
const heldChatKeysState = selector<readonly string[]>({
  key: 'chat/heldKeys',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => [...get(chatRecordsState).keys()],
});

/** Whether this tab holds the conversation's state (then it shows at once, without a spinner). */
export const isChatInMemoryState = selectorFamily<boolean, string>({
  key: 'chat/inMemory',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (key) =>
    ({ get }) =>
      get(openChatKeyState) === key || get(heldChatKeysState).includes(key),
});

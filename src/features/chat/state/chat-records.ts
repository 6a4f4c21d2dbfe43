import { atomFamily, selectorFamily } from 'recoil';
import type { MessageTree, SiblingIndex } from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import { openChatKeyState } from './conversation-atoms';
import type { SubmissionState } from './submission-atoms';

/**
 * Every conversation visited in this tab keeps its state here, under its chat key, while it is not the
 * open one (the open one lives in the per-message atoms, see conversation-atoms): leaving a chat saves
 * it here, coming back restores it, and a reply still streaming for it keeps writing here.
 *
 * A chat key is the conversation's id; a fresh chat has a client key (`new:…`) until the server names
 * it, and then keeps that key: `chatAliasState(id)` points the server's id at it, so its view, its
 * stream and its record stay the same objects while the address changes to /chat/{id}.
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

export const chatRecordState = atomFamily<ChatRecord | null, string>({
  key: 'chat/record',
  default: null,
  dangerouslyAllowMutability: true,
});

/** The client key a fresh chat of this tab keeps after the server named it (null for any other id). */
export const chatAliasState = atomFamily<string | null, string>({ key: 'chat/alias', default: null });

/** The chat key of a conversation id. */
export const chatKeyOfState = selectorFamily<string, string>({
  key: 'chat/keyOf',
  get:
    (conversationId) =>
    ({ get }) =>
      get(chatAliasState(conversationId)) ?? conversationId,
});

/** Whether this tab holds the conversation's state (then it shows at once, without a spinner). */
export const isChatInMemoryState = selectorFamily<boolean, string>({
  key: 'chat/inMemory',
  get:
    (key) =>
    ({ get }) =>
      get(openChatKeyState) === key || get(chatRecordState(key)) !== null,
});

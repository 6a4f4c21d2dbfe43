import { atom, atomFamily } from 'recoil';
import { emptyMessageTree, type MessageTree, type SiblingIndex } from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';

/**
 * The open conversation, one atom per piece that a row or a control reads, so a streamed token (one
 * message atom) re-renders only the row that shows it. Every write goes through the chat writer.
 */

/** The view whose conversation the atoms hold (see useChatWriter), null when none is open. */
export const openChatState = atom<number | null>({ key: 'chat/open', default: null });

/** null until the server names the conversation (a fresh chat). */
export const conversationIdState = atom<string | null>({ key: 'chat/conversationId', default: null });

export const conversationState = atom<Conversation | null>({ key: 'chat/conversation', default: null });

/** One message by id; undefined once it leaves the tree (or the conversation closes). */
export const messageState = atomFamily<Message | undefined, string>({
  key: 'chat/message',
  default: undefined,
});

/** The child ids of a parent key (the root level: ROOT_PARENT_ID), oldest first. */
export const childIdsState = atomFamily<readonly string[], string>({ key: 'chat/childIds', default: [] });

/** The key a message hangs under (its parent, another message for an orphan, or ROOT_PARENT_ID). */
export const parentKeyState = atomFamily<string | undefined, string>({
  key: 'chat/parentKey',
  default: undefined,
});

/** The variant shown per parent key; 0 is the newest. */
export const siblingIndexState = atom<SiblingIndex>({ key: 'chat/siblingIndex', default: {} });

/**
 * The list key of a message's row: the id of the message it replaced when the server renamed it (the
 * provisional user message at `created`, the placeholder at the final event), so the row stays
 * mounted with its measured height instead of remounting and re-parsing the whole reply.
 */
export const rowKeyState = atomFamily<string | undefined, string>({ key: 'chat/rowKey', default: undefined });

/**
 * The whole tree, the writer's working copy: the tree functions decide what changes, the writer then
 * sets only the atoms above that did. No component reads it (it changes with every token).
 */
export const messageTreeState = atom<MessageTree>({
  key: 'chat/messageTree',
  default: emptyMessageTree(),
  dangerouslyAllowMutability: true,
});

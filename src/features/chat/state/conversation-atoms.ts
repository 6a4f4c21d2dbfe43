import { atom, atomFamily } from 'recoil';
import type { SiblingIndex } from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';

/**
 * The open conversation's record (chat-records), projected into one atom per piece that a row or a
 * control reads, so a streamed token (one message's atom) re-renders only the row that shows it. Only
 * the chat writer's projection writes them.
 *
 * Per-message atoms are keyed by a slot, not by the message id: slots are numbered from 0 in each
 * conversation and reused by the next one. Recoil never frees an atom family member, and each one
 * keeps the store state of the moment it was first set (its init closure), so atoms keyed by id
 * would keep every conversation ever opened; a reused pool stays the size of the longest one.
 */

/**
 * The conversation whose messages the atoms below hold: its chat key (see chat-records), null when
 * none is open. The address decides it; the chat route's view opens and closes it.
 */
export const openChatKeyState = atom<string | null>({ key: 'chat/open', default: null });

/** null until the server names the conversation (a fresh chat). */
export const conversationIdState = atom<string | null>({ key: 'chat/conversationId', default: null });

export const conversationState = atom<Conversation | null>({ key: 'chat/conversation', default: null });

/**
 * Each message's slot. A message the server renames (the provisional user message at `created`, the
 * placeholder at the final event) keeps its slot, so its row keeps its list key and stays mounted.
 */
export const slotOfIdState = atom<ReadonlyMap<string, number>>({
  key: 'chat/slotOfId',
  default: new Map(),
  dangerouslyAllowMutability: true,
});

/** The message in a slot. */
export const messageSlotState = atomFamily<Message | undefined, number>({
  key: 'chat/message',
  default: undefined,
});

/**
 * Every level's child ids (the tree's `childrenOf`, parent id to child ids), for the visible path: one
 * read instead of one per level, and the same map while a reply streams (only its text changes).
 */
export const childrenOfState = atom<ReadonlyMap<string, readonly string[]>>({
  key: 'chat/childrenOf',
  default: new Map(),
});

/** `position/count` of the slot's message among its variants, '' when it has none. */
export const siblingLabelSlotState = atomFamily<string, number>({
  key: 'chat/siblingLabel',
  default: '',
});

/** The variant shown per parent key; 0 is the newest. */
export const siblingIndexState = atom<SiblingIndex>({ key: 'chat/siblingIndex', default: {} });

/** The next free slot of the open conversation. */
export const nextSlotState = atom<number>({ key: 'chat/nextSlot', default: 0 });

/** How many slots are set up (kept across conversations: the pool only grows). */
export const readySlotsState = atom<number>({ key: 'chat/readySlots', default: 0 });

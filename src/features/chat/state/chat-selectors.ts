import { selector, selectorFamily } from 'recoil';
import { walkVisiblePath } from '@/lib/message-tree';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';
import { inputState, type InputState } from '../lib/availability';
import {
  childrenOfState,
  conversationState,
  messageSlotState,
  siblingIndexState,
  slotOfIdState,
} from './conversation-atoms';
import { editingIdState, streamState } from './submission-atoms';

/**
 * Recoil keeps every evaluation of a selector by default, with the atom values it read: a streamed
 * reply would keep each of its versions, and a closed conversation all of its messages.
 */
const LATEST_ONLY = { eviction: 'most-recent' } as const;

const NO_IDS: readonly string[] = [];

/** A row of the visible path: the message's id and the slot its atoms live in (its stable list key). */
export interface VisibleRow {
  id: string;
  slot: number;
}

/**
 * The ids shown top to bottom. It reads the child lists and the chosen variants only: a token never
 * recomputes it, and a switch of variants walks a map instead of reading an atom per level.
 */
export const visiblePathState = selector<readonly string[]>({
  key: 'chat/visiblePath',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => {
    const childrenOf = get(childrenOfState);
    return walkVisiblePath((key) => childrenOf.get(key) ?? NO_IDS, get(siblingIndexState));
  },
});

export const visibleRowsState = selector<readonly VisibleRow[]>({
  key: 'chat/visibleRows',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => {
    const slots = get(slotOfIdState);
    return get(visiblePathState).flatMap((id) => {
      const slot = slots.get(id);
      return slot === undefined ? [] : [{ id, slot }];
    });
  },
});

export const hasMessagesState = selector<boolean>({
  key: 'chat/hasMessages',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => (get(childrenOfState).get(ROOT_PARENT_ID)?.length ?? 0) > 0,
});

export const isSubmittingState = selector<boolean>({
  key: 'chat/isSubmitting',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => get(streamState).status === 'streaming',
});

/** A message by id (for the few readers that are not its row). */
export const messageByIdState = selectorFamily<Message | undefined, string>({
  key: 'chat/messageById',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (id) =>
    ({ get }) => {
      const slot = get(slotOfIdState).get(id);
      return slot === undefined ? undefined : get(messageSlotState(slot));
    },
});

/** The leaf of the visible path: the message a new send attaches to. Changes with every token. */
export const latestMessageState = selector<Message | null>({
  key: 'chat/latestMessage',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => {
    const path = get(visiblePathState);
    const id = path[path.length - 1];
    return id === undefined ? null : (get(messageByIdState(id)) ?? null);
  },
});

/** The latest message, or null while a reply streams (so its readers skip the per-token renders). */
export const settledLatestMessageState = selector<Message | null>({
  key: 'chat/settledLatestMessage',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => (get(isSubmittingState) ? null : get(latestMessageState)),
});

/** What the input allows; a string, so a token that leaves it unchanged renders nothing. */
export const inputModeState = selector<InputState>({
  key: 'chat/inputMode',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => inputState(get(latestMessageState), get(isSubmittingState)),
});

export const conversationEndpointState = selector<string | null>({
  key: 'chat/conversationEndpoint',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => get(conversationState)?.endpoint ?? null,
});

/** Whether the message in a slot is open in the inline editor. */
export const isEditingSlotState = selectorFamily<boolean, number>({
  key: 'chat/isEditing',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get:
    (slot) =>
    ({ get }) => {
      const editingId = get(editingIdState);
      return editingId !== null && get(messageSlotState(slot))?.messageId === editingId;
    },
});

export const isAnyEditingState = selector<boolean>({
  key: 'chat/isAnyEditing',
  cachePolicy_UNSTABLE: LATEST_ONLY,
  get: ({ get }) => get(editingIdState) !== null,
});

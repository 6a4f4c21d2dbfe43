import { selector, selectorFamily } from 'recoil';
import { shownPosition, walkVisiblePath } from '@/lib/message-tree';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';
import { inputState, type InputState } from '../lib/availability';
import {
  childIdsState,
  conversationState,
  messageState,
  parentKeyState,
  rowKeyState,
  siblingIndexState,
} from './conversation-atoms';
import { editingIdState, submissionState } from './submission-atoms';

/** The ids shown top to bottom. It reads only the child lists on the path: a token never recomputes it. */
export const visiblePathState = selector<readonly string[]>({
  key: 'chat/visiblePath',
  get: ({ get }) => {
    const siblingIndex = get(siblingIndexState);
    return walkVisiblePath((key) => get(childIdsState(key)), siblingIndex);
  },
});

/** The list key of each visible row (see rowKeyState), in path order. */
export const visibleRowKeysState = selector<readonly string[]>({
  key: 'chat/visibleRowKeys',
  get: ({ get }) => get(visiblePathState).map((id) => get(rowKeyState(id)) ?? id),
});

export const hasMessagesState = selector<boolean>({
  key: 'chat/hasMessages',
  get: ({ get }) => get(childIdsState(ROOT_PARENT_ID)).length > 0,
});

export const isSubmittingState = selector<boolean>({
  key: 'chat/isSubmitting',
  get: ({ get }) => get(submissionState).status === 'streaming',
});

/** The leaf of the visible path: the message a new send attaches to. Changes with every token. */
export const latestMessageState = selector<Message | null>({
  key: 'chat/latestMessage',
  get: ({ get }) => {
    const path = get(visiblePathState);
    const id = path[path.length - 1];
    return id === undefined ? null : (get(messageState(id)) ?? null);
  },
});

/** The latest message, or null while a reply streams (so its readers skip the per-token renders). */
export const settledLatestMessageState = selector<Message | null>({
  key: 'chat/settledLatestMessage',
  get: ({ get }) => (get(isSubmittingState) ? null : get(latestMessageState)),
});

/** What the input allows; a string, so a token that leaves it unchanged renders nothing. */
export const inputModeState = selector<InputState>({
  key: 'chat/inputMode',
  get: ({ get }) => inputState(get(latestMessageState), get(isSubmittingState)),
});

export const conversationEndpointState = selector<string | null>({
  key: 'chat/conversationEndpoint',
  get: ({ get }) => get(conversationState)?.endpoint ?? null,
});

export const isEditingState = selectorFamily<boolean, string>({
  key: 'chat/isEditing',
  get:
    (id) =>
    ({ get }) =>
      get(editingIdState) === id,
});

export const isAnyEditingState = selector<boolean>({
  key: 'chat/isAnyEditing',
  get: ({ get }) => get(editingIdState) !== null,
});

/** `position/count` of the message among its siblings (oldest is 1), or '' when it has none. */
export const siblingLabelState = selectorFamily<string, string>({
  key: 'chat/siblingLabel',
  get:
    (id) =>
    ({ get }) => {
      const parentKey = get(parentKeyState(id));
      if (parentKey === undefined) return '';
      const count = get(childIdsState(parentKey)).length;
      if (count < 2) return '';
      return `${shownPosition(get(siblingIndexState), parentKey, count)}/${count}`;
    },
});

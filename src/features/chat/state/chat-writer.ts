import { useMemo, useRef, useState } from 'react';
import { useRecoilCallback, type RecoilState, type Snapshot } from 'recoil';
import {
  addMessage,
  buildMessageTree,
  emptyMessageTree,
  removeMessage,
  replaceMessage,
  siblingIndexAfterChange,
  siblingInfo,
  type MessageTree,
  type SiblingIndex,
} from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';
import {
  childIdsSlotState,
  conversationIdState,
  conversationState,
  messageSlotState,
  messageTreeState,
  nextSlotState,
  openChatState,
  readySlotsState,
  rootChildIdsState,
  siblingIndexState,
  siblingLabelSlotState,
  slotOfIdState,
} from './conversation-atoms';
import { editingIdState, IDLE_SUBMISSION, submissionState } from './submission-atoms';

/** The open conversation as one value, read when an action runs (never subscribed to). */
export interface ChatSnapshot {
  conversationId: string | null;
  conversation: Conversation | null;
  tree: MessageTree;
  siblingIndex: SiblingIndex;
  streamingId: string | null;
}

/** Every change to the open conversation's messages and submission, for the view that owns them. */
export interface ChatWriter {
  read: () => ChatSnapshot;
  add: (message: Message) => void;
  /** Swaps `oldId` for `message` (a provisional id for the server's), keeping the row's slot. */
  replace: (oldId: string, message: Message) => void;
  remove: (messageId: string) => void;
  /** The streaming fast path: only this message's atom changes (unless its parent does). */
  patch: (messageId: string, fields: Partial<Message>) => void;
  setConversation: (conversation: Conversation) => void;
  startStreaming: (replyId: string, userMessageId: string) => void;
  stopStreaming: () => void;
  setEditing: (messageId: string | null) => void;
  /** Shows the variant `step` places newer (+1) or older (-1) than the message's. */
  stepVariant: (messageId: string, step: number) => void;
}

type Setter = <T>(state: RecoilState<T>, value: T) => void;
type Resetter = <T>(state: RecoilState<T>) => void;
interface Access {
  snapshot: Snapshot;
  set: Setter;
  reset: Resetter;
}

/** Slots set up beyond a conversation's size, so a few replies need no new ones (see ensureSlots). */
const SPARE_SLOTS = 64;

const value = <T>(snapshot: Snapshot, state: RecoilState<T>): T => snapshot.getLoadable(state).getValue();

function labelOf(tree: MessageTree, id: string, siblingIndex: SiblingIndex): string {
  const info = siblingInfo(tree, id, siblingIndex);
  return info && info.count > 1 ? `${info.position}/${info.count}` : '';
}

function resetSlot(reset: Resetter, slot: number): void {
  reset(messageSlotState(slot));
  reset(childIdsSlotState(slot));
  reset(siblingLabelSlotState(slot));
}

/**
 * Sets the atoms whose part of the tree changed and resets those of what left it. `slots` may already
 * hold a renamed message under its new id (see replace).
 */
function project(
  { snapshot, set, reset }: Access,
  before: MessageTree,
  after: MessageTree,
  options: { siblingIndex?: SiblingIndex; slots?: Map<string, number> } = {},
): void {
  const slots = options.slots ?? new Map(value(snapshot, slotOfIdState));
  let next = value(snapshot, nextSlotState);
  const slotOf = (id: string) => {
    let slot = slots.get(id);
    if (slot === undefined) {
      slot = next++;
      slots.set(id, slot);
    }
    return slot;
  };
  for (const id of before.byId.keys()) {
    if (after.byId.has(id)) continue;
    const slot = slots.get(id);
    slots.delete(id);
    if (slot !== undefined) resetSlot(reset, slot);
  }
  for (const [id, message] of after.byId) {
    if (before.byId.get(id) !== message) set(messageSlotState(slotOf(id)), message);
  }
  for (const [key, ids] of after.childrenOf) {
    if (before.childrenOf.get(key) === ids) continue;
    if (key === ROOT_PARENT_ID) set(rootChildIdsState, ids);
    else if (after.byId.has(key)) set(childIdsSlotState(slotOf(key)), ids);
  }
  if (before.childrenOf.has(ROOT_PARENT_ID) && !after.childrenOf.has(ROOT_PARENT_ID))
    reset(rootChildIdsState);
  // A level whose number of variants changed shows its newest again (contract section 4).
  const oldIndex = options.siblingIndex ?? value(snapshot, siblingIndexState);
  const newIndex = siblingIndexAfterChange(before, after, oldIndex);
  if (newIndex !== oldIndex) set(siblingIndexState, newIndex);
  if (before.childrenOf !== after.childrenOf || newIndex !== oldIndex) {
    for (const id of after.byId.keys()) {
      const label = labelOf(after, id, newIndex);
      if (label !== labelOf(before, id, oldIndex) || !before.byId.has(id)) {
        set(siblingLabelSlotState(slotOf(id)), label);
      }
    }
  }
  set(slotOfIdState, slots);
  set(nextSlotState, next);
  set(messageTreeState, after);
}

function clearConversation({ snapshot, reset }: Access): void {
  for (const slot of value(snapshot, slotOfIdState).values()) resetSlot(reset, slot);
  reset(rootChildIdsState);
  reset(slotOfIdState);
  reset(nextSlotState);
  reset(messageTreeState);
  reset(siblingIndexState);
  reset(conversationIdState);
  reset(conversationState);
  reset(submissionState);
  reset(editingIdState);
  reset(openChatState);
}

/**
 * Sets up slots up to `count` while the state holds no messages: Recoil keeps the state of the moment
 * an atom is first set for as long as the atom lives, so new slots made mid-conversation would keep
 * that conversation.
 */
function ensureSlots({ snapshot, set, reset }: Access, count: number): void {
  const ready = value(snapshot, readySlotsState);
  if (count <= ready) return;
  for (let slot = ready; slot < count; slot += 1) resetSlot(reset, slot);
  set(readySlotsState, count);
}

let lastViewId = 0;

/**
 * The chat's one writer: each change computes the next tree with the pure tree functions and sets
 * only the atoms that changed, in one Recoil batch (loading 1,000 messages is one update).
 * Writes after `close` (a stream still running for a conversation that was left) are dropped.
 */
export function useChatWriter(): ChatWriter & {
  /** Identifies the view: openChatState holds it while its conversation is the open one. */
  viewId: number;
  open: (
    conversationId: string | null,
    messages: readonly Message[],
    conversation: Conversation | null,
  ) => void;
  close: () => void;
} {
  const isOpen = useRef(false);
  const [viewId] = useState(() => ++lastViewId);
  const run = useRecoilCallback(
    ({ snapshot, set, reset }) =>
      (change: (access: Access) => void) => {
        if (isOpen.current) change({ snapshot, set: set as Setter, reset: reset as Resetter });
      },
    [],
  );
  const read = useRecoilCallback(
    ({ snapshot }) =>
      (): ChatSnapshot => ({
        conversationId: value(snapshot, conversationIdState),
        conversation: value(snapshot, conversationState),
        tree: value(snapshot, messageTreeState),
        siblingIndex: value(snapshot, siblingIndexState),
        streamingId: value(snapshot, submissionState).streamingId,
      }),
    [],
  );

  return useMemo(() => {
    const changeTree = (next: (tree: MessageTree, access: Access) => MessageTree) =>
      run((access) => {
        const before = value(access.snapshot, messageTreeState);
        const after = next(before, access);
        if (after !== before) project(access, before, after);
      });

    return {
      viewId,
      read,
      open(conversationId, messages, conversation) {
        isOpen.current = true;
        // Three batches: the state is empty when new slots are set up.
        run(clearConversation);
        run((access) => ensureSlots(access, messages.length + SPARE_SLOTS));
        run((access) => {
          access.set(openChatState, viewId);
          access.set(conversationIdState, conversationId);
          access.set(conversationState, conversation);
          project(access, emptyMessageTree(), buildMessageTree(messages), { siblingIndex: {} });
        });
      },
      close() {
        // Another view may have opened its conversation already; it is not this view's to clear.
        run((access) => {
          if (value(access.snapshot, openChatState) === viewId) clearConversation(access);
        });
        isOpen.current = false;
      },
      add(message) {
        run((access) => {
          const next = value(access.snapshot, nextSlotState);
          if (next >= value(access.snapshot, readySlotsState)) ensureSlots(access, next + SPARE_SLOTS);
        });
        changeTree((tree) => addMessage(tree, message));
      },
      replace: (oldId, message) =>
        run((access) => {
          const before = value(access.snapshot, messageTreeState);
          const newId = message.messageId;
          const slots = new Map(value(access.snapshot, slotOfIdState));
          const slot = slots.get(oldId);
          if (newId !== oldId && slot !== undefined && !before.byId.has(newId)) {
            slots.delete(oldId);
            slots.set(newId, slot);
          }
          const after = replaceMessage(before, oldId, message);
          if (after !== before) project(access, before, after, { slots });
        }),
      remove: (messageId) => changeTree((tree) => removeMessage(tree, messageId)),
      patch: (messageId, fields) =>
        run((access) => {
          const before = value(access.snapshot, messageTreeState);
          const current = before.byId.get(messageId);
          const slot = value(access.snapshot, slotOfIdState).get(messageId);
          if (!current || slot === undefined) return;
          const message = { ...current, ...fields };
          const after = replaceMessage(before, messageId, message);
          if ('parentMessageId' in fields) {
            project(access, before, after);
            return;
          }
          access.set(messageSlotState(slot), message);
          access.set(messageTreeState, after);
        }),
      setConversation: (conversation) =>
        run(({ snapshot, set }) => {
          set(conversationState, { ...value(snapshot, conversationState), ...conversation });
          set(conversationIdState, conversation.conversationId);
        }),
      startStreaming: (replyId, userMessageId) =>
        run(({ set }) => set(submissionState, { status: 'streaming', streamingId: replyId, userMessageId })),
      stopStreaming: () => run(({ set }) => set(submissionState, IDLE_SUBMISSION)),
      setEditing: (messageId) => run(({ set }) => set(editingIdState, messageId)),
      stepVariant: (messageId, step) =>
        run((access) => {
          const tree = value(access.snapshot, messageTreeState);
          const siblingIndex = value(access.snapshot, siblingIndexState);
          const info = siblingInfo(tree, messageId, siblingIndex);
          if (!info) return;
          const position = Math.min(Math.max(info.position + step, 1), info.count);
          const nextIndex = { ...siblingIndex, [info.parentKey]: info.count - position };
          access.set(siblingIndexState, nextIndex);
          const slots = value(access.snapshot, slotOfIdState);
          for (const id of tree.childrenOf.get(info.parentKey) ?? []) {
            const slot = slots.get(id);
            if (slot !== undefined) access.set(siblingLabelSlotState(slot), labelOf(tree, id, nextIndex));
          }
        }),
    };
  }, [run, read, viewId]);
}

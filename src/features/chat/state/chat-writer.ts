import { useMemo, useRef, useState } from 'react';
import { useRecoilCallback, type RecoilState, type Snapshot } from 'recoil';
import {
  addMessage,
  buildMessageTree,
  emptyMessageTree,
  removeMessage,
  replaceMessage,
  siblingIndexAfterChange,
  type MessageTree,
  type SiblingIndex,
} from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';
import {
  childIdsState,
  conversationIdState,
  conversationState,
  messageState,
  parentKeyState,
  rowKeyState,
  siblingIndexState,
  messageTreeState,
  openChatState,
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
  /** Swaps `oldId` for `message` (a provisional id for the server's), keeping the row's list key. */
  replace: (oldId: string, message: Message) => void;
  remove: (messageId: string) => void;
  /** The streaming fast path: only this message's atom changes (unless its parent does). */
  patch: (messageId: string, fields: Partial<Message>) => void;
  setConversation: (conversation: Conversation) => void;
  startStreaming: (replyId: string, userMessageId: string) => void;
  stopStreaming: () => void;
  setEditing: (messageId: string | null) => void;
}

type Setter = <T>(state: RecoilState<T>, value: T) => void;
type Resetter = <T>(state: RecoilState<T>) => void;
interface Access {
  snapshot: Snapshot;
  set: Setter;
  reset: Resetter;
}

const value = <T>(snapshot: Snapshot, state: RecoilState<T>): T => snapshot.getLoadable(state).getValue();

/** Sets the atoms whose part of the tree changed, and resets those of what left it. */
function project(
  { snapshot, set, reset }: Access,
  before: MessageTree,
  after: MessageTree,
  siblingIndex: SiblingIndex = value(snapshot, siblingIndexState),
): void {
  for (const [id, message] of after.byId) if (before.byId.get(id) !== message) set(messageState(id), message);
  for (const id of before.byId.keys()) {
    if (after.byId.has(id)) continue;
    reset(messageState(id));
    reset(parentKeyState(id));
    reset(rowKeyState(id));
  }
  for (const [key, ids] of after.childrenOf)
    if (before.childrenOf.get(key) !== ids) set(childIdsState(key), ids);
  for (const key of before.childrenOf.keys()) if (!after.childrenOf.has(key)) reset(childIdsState(key));
  for (const [id, key] of after.parentOf) if (before.parentOf.get(id) !== key) set(parentKeyState(id), key);
  // A level whose number of variants changed shows its newest again (contract section 4).
  const nextIndex = siblingIndexAfterChange(before, after, siblingIndex);
  if (nextIndex !== siblingIndex) set(siblingIndexState, nextIndex);
  set(messageTreeState, after);
}

function clearConversation({ snapshot, reset }: Access): void {
  const tree = value(snapshot, messageTreeState);
  for (const id of tree.byId.keys()) {
    reset(messageState(id));
    reset(parentKeyState(id));
    reset(rowKeyState(id));
  }
  for (const key of tree.childrenOf.keys()) reset(childIdsState(key));
  reset(messageTreeState);
  reset(siblingIndexState);
  reset(conversationIdState);
  reset(conversationState);
  reset(submissionState);
  reset(editingIdState);
  reset(openChatState);
}

let lastViewId = 0;

/**
 * The chat's one writer: each change computes the next tree with the pure tree functions and sets
 * only the atoms that changed, in one Recoil batch (loading 1,000 messages is one update, not 2,000).
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
        run((access) => {
          clearConversation(access);
          access.set(openChatState, viewId);
          access.set(conversationIdState, conversationId);
          access.set(conversationState, conversation);
          project(access, emptyMessageTree(), buildMessageTree(messages), {});
        });
      },
      close() {
        // Another view may have opened its conversation already; it is not this view's to clear.
        run((access) => {
          if (value(access.snapshot, openChatState) === viewId) clearConversation(access);
        });
        isOpen.current = false;
      },
      add: (message) => changeTree((tree) => addMessage(tree, message)),
      replace: (oldId, message) =>
        changeTree((tree, { snapshot, set }) => {
          const newId = message.messageId;
          if (newId !== oldId && tree.byId.has(oldId) && !tree.byId.has(newId)) {
            set(rowKeyState(newId), value(snapshot, rowKeyState(oldId)) ?? oldId);
          }
          return replaceMessage(tree, oldId, message);
        }),
      remove: (messageId) => changeTree((tree) => removeMessage(tree, messageId)),
      patch: (messageId, fields) =>
        run((access) => {
          const before = value(access.snapshot, messageTreeState);
          const current = before.byId.get(messageId);
          if (!current) return;
          const message = { ...current, ...fields };
          const after = replaceMessage(before, messageId, message);
          if ('parentMessageId' in fields) {
            project(access, before, after);
            return;
          }
          access.set(messageState(messageId), message);
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
    };
  }, [run, read, viewId]);
}

import { useMemo } from 'react';
import { useRecoilTransaction_UNSTABLE, type RecoilState } from 'recoil';
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
import type { Message } from '@/lib/schemas/message';
import {
  childrenOfState,
  conversationIdState,
  conversationState,
  messageSlotState,
  messageTreeState,
  nextSlotState,
  openChatKeyState,
  readySlotsState,
  siblingIndexState,
  siblingLabelSlotState,
  slotOfIdState,
} from './conversation-atoms';
import { chatAliasesState, chatRecordsState, type ChatRecord } from './chat-records';
import { afterLeaving } from './left-chats';
import { editingIdState, IDLE_SUBMISSION, submissionState, type SubmissionState } from './submission-atoms';

/** The open conversation as one value, read when an action runs (never subscribed to). */
export interface ChatSnapshot {
  conversationId: string | null;
  conversation: Conversation | null;
  tree: MessageTree;
  siblingIndex: SiblingIndex;
  streamingId: string | null;
}

/**
 * Every change to one conversation's messages and submission. It writes to the atoms while the
 * conversation is the open one, and to its record while it is not (a reply streaming in a chat the user
 * left), so a stream never needs to know where the user is.
 */
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

type Getter = <T>(state: RecoilState<T>) => T;
type Setter = <T>(state: RecoilState<T>, value: T) => void;
type Resetter = <T>(state: RecoilState<T>) => void;
/**
 * A change to the atoms, as a Recoil transaction: `get` reads the current value (with this change's own
 * writes; an atom reset in the same change reads as Recoil's DefaultValue, so read before resetting). Not a
 * snapshot: taking one copies the whole store, every atom of every slot, and a streamed token would pay that
 * in a long conversation (issue #30).
 */
interface Access {
  get: Getter;
  set: Setter;
  reset: Resetter;
}

/** Slots set up beyond a conversation's size, so a few replies need no new ones (see ensureSlots). */
const SPARE_SLOTS = 64;

function labelOf(tree: MessageTree, id: string, siblingIndex: SiblingIndex): string {
  const info = siblingInfo(tree, id, siblingIndex);
  return info && info.count > 1 ? `${info.position}/${info.count}` : '';
}

function resetSlot(reset: Resetter, slot: number): void {
  reset(messageSlotState(slot));
  reset(siblingLabelSlotState(slot));
}

/**
 * Sets the atoms whose part of the tree changed and resets those of what left it. `slots` may already
 * hold a renamed message under its new id (see replace).
 */
function project(
  { get, set, reset }: Access,
  before: MessageTree,
  after: MessageTree,
  options: { siblingIndex?: SiblingIndex; slots?: Map<string, number> } = {},
): void {
  const slots = options.slots ?? new Map(get(slotOfIdState));
  let next = get(nextSlotState);
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
  // A level whose number of variants changed shows its newest again (contract section 4).
  const oldIndex = options.siblingIndex ?? get(siblingIndexState);
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
  if (before.childrenOf !== after.childrenOf) set(childrenOfState, after.childrenOf);
  set(slotOfIdState, slots);
  set(nextSlotState, next);
  set(messageTreeState, after);
}

function clearConversation({ get, reset }: Access): void {
  for (const slot of get(slotOfIdState).values()) resetSlot(reset, slot);
  reset(childrenOfState);
  reset(slotOfIdState);
  reset(nextSlotState);
  reset(messageTreeState);
  reset(siblingIndexState);
  reset(conversationIdState);
  reset(conversationState);
  reset(submissionState);
  reset(editingIdState);
  reset(openChatKeyState);
}

/**
 * Sets up slots up to `count` while the state holds no messages: Recoil keeps the state of the moment
 * an atom is first set for as long as the atom lives, so new slots made mid-conversation would keep
 * that conversation.
 */
function ensureSlots({ get, set, reset }: Access, count: number): void {
  const ready = get(readySlotsState);
  if (count <= ready) return;
  for (let slot = ready; slot < count; slot += 1) resetSlot(reset, slot);
  set(readySlotsState, count);
}

/** What a conversation starts from: the server's messages, or nothing for a fresh chat. */
export interface ChatSeed {
  conversationId: string | null;
  messages: readonly Message[];
  conversation: Conversation | null;
}

const recordFromSeed = ({ conversationId, messages, conversation }: ChatSeed): ChatRecord => ({
  conversationId,
  conversation,
  tree: buildMessageTree(messages),
  siblingIndex: {},
  submission: IDLE_SUBMISSION,
  editingId: null,
});

/** The open conversation's atoms as a record. */
function readOpen(get: Getter): ChatRecord {
  return {
    conversationId: get(conversationIdState),
    conversation: get(conversationState),
    tree: get(messageTreeState),
    siblingIndex: get(siblingIndexState),
    submission: get(submissionState),
    editingId: get(editingIdState),
  };
}

/** Keeps `record` as the chat's, the newest left, and forgets the chats left longest ago (left-chats.ts). */
function holdRecord(a: Access, key: string, record: ChatRecord): void {
  a.set(chatRecordsState, afterLeaving(a.get(chatRecordsState), key, record));
}

/** The chat opens: the atoms hold it now, not its record. */
function dropRecord(a: Access, key: string): void {
  const records = new Map(a.get(chatRecordsState));
  if (records.delete(key)) a.set(chatRecordsState, records);
}

/** A record's tree after a change, with the selection reset where a level's variants changed. */
function withTree(record: ChatRecord, tree: MessageTree): ChatRecord {
  if (tree === record.tree) return record;
  return { ...record, tree, siblingIndex: siblingIndexAfterChange(record.tree, tree, record.siblingIndex) };
}

/** Same messages, same texts and states: a server copy that adds nothing to what the tab holds. */
function sameMessages(held: MessageTree, server: MessageTree): boolean {
  for (const [id, message] of server.byId) {
    const mine = held.byId.get(id);
    if (
      !mine ||
      mine.text !== message.text ||
      Boolean(mine.unfinished) !== Boolean(message.unfinished) ||
      Boolean(mine.error) !== Boolean(message.error) ||
      Boolean(mine.cancelled) !== Boolean(message.cancelled)
    )
      return false;
  }
  return true;
}

/**
 * A copy the server sent while a reply was still being written, arriving after this tab had the reply
 * whole (a fetch that crossed the final event): it has as unfinished a reply the tab holds finished.
 * Applying it would take the reply back to its first words and close the box until the next fetch.
 */
function olderThanHeld(held: MessageTree, server: MessageTree): boolean {
  for (const [id, message] of server.byId) {
    const mine = held.byId.get(id);
    if (!mine || !message.unfinished) continue;
    if (!mine.unfinished && !mine.submitting && !mine.error && !mine.cancelled) return true;
  }
  return false;
}

/** The tab's conversations: which one the atoms hold, and a writer for each. */
export interface ChatStore {
  /** The writer of one conversation, by chat key; it follows the conversation wherever it is. */
  writerFor: (key: string) => ChatWriter;
  /** Puts the conversation in the atoms: from its record when the tab has one, else from `seed`. */
  open: (key: string, seed: ChatSeed | null) => void;
  /** Saves the open conversation to its record and empties the atoms (if `key` is still the open one). */
  close: (key: string) => void;
  /** The server named a fresh chat: its id leads to its key from now on. */
  name: (key: string, conversationId: string) => void;
  /** A newer copy from the server replaces what the tab holds, unless a reply is streaming there. */
  sync: (key: string, seed: ChatSeed) => void;
  /** Whether the conversation is the open one (the user is on its address). */
  isOpen: (key: string) => boolean;
}

/**
 * The chat's one store: each change computes the next tree with the pure tree functions and sets only
 * the atoms that changed, in one Recoil batch (loading 1,000 messages is one update).
 */
export function useChatStore(): ChatStore {
  const run = useRecoilTransaction_UNSTABLE(
    ({ get, set, reset }) =>
      (key: string, onOpen: (access: Access) => void, onRecord: (record: ChatRecord) => ChatRecord) => {
        if (get(openChatKeyState) === key) {
          onOpen({ get: get as Getter, set: set as Setter, reset: reset as Resetter });
          return;
        }
        const records = get(chatRecordsState);
        const record = records.get(key);
        // In place: a reply streaming into a chat left does not make it the newest left.
        if (record) set(chatRecordsState, new Map(records).set(key, onRecord(record)));
      },
    [],
  );
  const access = useRecoilTransaction_UNSTABLE(
    ({ get, set, reset }) =>
      (change: (access: Access) => void) =>
        change({ get: get as Getter, set: set as Setter, reset: reset as Resetter }),
    [],
  );
  return useMemo(() => {
    const writers = new Map<string, ChatWriter>();

    const readKey = (key: string): ChatRecord => {
      let record: ChatRecord | undefined;
      access(({ get }) => {
        record = get(openChatKeyState) === key ? readOpen(get) : get(chatRecordsState).get(key);
      });
      return record ?? recordFromSeed({ conversationId: null, messages: [], conversation: null });
    };

    /**
     * Three batches: the state is empty when new slots are set up. With no chat open the atoms are empty
     * already (closing one empties them), and each batch costs a new Recoil tree and a round of checks
     * on every subscribed component.
     */
    const load = (key: string, record: ChatRecord, clear: boolean) => {
      if (clear) access(clearConversation);
      access((a) => ensureSlots(a, record.tree.byId.size + SPARE_SLOTS));
      access((a) => {
        a.set(openChatKeyState, key);
        a.set(conversationIdState, record.conversationId);
        a.set(conversationState, record.conversation);
        a.set(submissionState, record.submission);
        a.set(editingIdState, record.editingId);
        project(a, emptyMessageTree(), record.tree, { siblingIndex: {} });
      });
      // The variants the user had chosen, over the newest that a fresh projection shows.
      if (Object.keys(record.siblingIndex).length) {
        access((a) => {
          a.set(siblingIndexState, record.siblingIndex);
          const slots = a.get(slotOfIdState);
          for (const [id, slot] of slots)
            a.set(siblingLabelSlotState(slot), labelOf(record.tree, id, record.siblingIndex));
        });
      }
    };

    const writerFor = (key: string): ChatWriter => {
      const known = writers.get(key);
      if (known) return known;
      const changeTree = (next: (tree: MessageTree) => MessageTree) =>
        run(
          key,
          (a) => {
            const before = a.get(messageTreeState);
            const after = next(before);
            if (after !== before) project(a, before, after);
          },
          (record) => withTree(record, next(record.tree)),
        );
      const writer: ChatWriter = {
        read: () => {
          const record = readKey(key);
          return {
            conversationId: record.conversationId,
            conversation: record.conversation,
            tree: record.tree,
            siblingIndex: record.siblingIndex,
            streamingId: record.submission.streamingId,
          };
        },
        add(message) {
          run(
            key,
            (a) => {
              const next = a.get(nextSlotState);
              if (next >= a.get(readySlotsState)) ensureSlots(a, next + SPARE_SLOTS);
            },
            (record) => record,
          );
          changeTree((tree) => addMessage(tree, message));
        },
        replace: (oldId, message) =>
          run(
            key,
            (a) => {
              const before = a.get(messageTreeState);
              const newId = message.messageId;
              const slots = new Map(a.get(slotOfIdState));
              const slot = slots.get(oldId);
              if (newId !== oldId && slot !== undefined && !before.byId.has(newId)) {
                slots.delete(oldId);
                slots.set(newId, slot);
              }
              const after = replaceMessage(before, oldId, message);
              if (after !== before) project(a, before, after, { slots });
            },
            (record) => withTree(record, replaceMessage(record.tree, oldId, message)),
          ),
        remove: (messageId) => changeTree((tree) => removeMessage(tree, messageId)),
        patch: (messageId, fields) =>
          run(
            key,
            (a) => {
              const before = a.get(messageTreeState);
              const current = before.byId.get(messageId);
              const slot = a.get(slotOfIdState).get(messageId);
              if (!current || slot === undefined) return;
              const message = { ...current, ...fields };
              const after = replaceMessage(before, messageId, message);
              if ('parentMessageId' in fields) {
                project(a, before, after);
                return;
              }
              a.set(messageSlotState(slot), message);
              a.set(messageTreeState, after);
            },
            (record) => {
              const current = record.tree.byId.get(messageId);
              if (!current) return record;
              return withTree(record, replaceMessage(record.tree, messageId, { ...current, ...fields }));
            },
          ),
        setConversation: (conversation) =>
          run(
            key,
            ({ get, set }) => {
              set(conversationState, { ...get(conversationState), ...conversation });
              set(conversationIdState, conversation.conversationId);
            },
            (record) => ({
              ...record,
              conversation: { ...record.conversation, ...conversation },
              conversationId: conversation.conversationId,
            }),
          ),
        startStreaming: (replyId, userMessageId) => {
          const submission: SubmissionState = { status: 'streaming', streamingId: replyId, userMessageId };
          run(
            key,
            ({ set }) => set(submissionState, submission),
            (record) => ({ ...record, submission }),
          );
        },
        stopStreaming: () =>
          run(
            key,
            ({ set }) => set(submissionState, IDLE_SUBMISSION),
            (record) => ({ ...record, submission: IDLE_SUBMISSION }),
          ),
        setEditing: (messageId) =>
          run(
            key,
            ({ set }) => set(editingIdState, messageId),
            (record) => ({ ...record, editingId: messageId }),
          ),
        stepVariant: (messageId, step) => {
          const shift = (tree: MessageTree, siblingIndex: SiblingIndex): SiblingIndex | null => {
            const info = siblingInfo(tree, messageId, siblingIndex);
            if (!info) return null;
            const position = Math.min(Math.max(info.position + step, 1), info.count);
            return { ...siblingIndex, [info.parentKey]: info.count - position };
          };
          run(
            key,
            (a) => {
              const tree = a.get(messageTreeState);
              const nextIndex = shift(tree, a.get(siblingIndexState));
              if (!nextIndex) return;
              a.set(siblingIndexState, nextIndex);
              const slots = a.get(slotOfIdState);
              const info = siblingInfo(tree, messageId, nextIndex);
              for (const id of tree.childrenOf.get(info?.parentKey ?? '') ?? []) {
                const slot = slots.get(id);
                if (slot !== undefined) a.set(siblingLabelSlotState(slot), labelOf(tree, id, nextIndex));
              }
            },
            (record) => ({
              ...record,
              siblingIndex: shift(record.tree, record.siblingIndex) ?? record.siblingIndex,
            }),
          );
        },
      };
      writers.set(key, writer);
      return writer;
    };

    const isOpen = (key: string) => {
      let open = false;
      access(({ get }) => {
        open = get(openChatKeyState) === key;
      });
      return open;
    };

    return {
      writerFor,
      isOpen,
      open(key, seed) {
        let record: ChatRecord | undefined;
        let openKey: string | null = null;
        access((a) => {
          openKey = a.get(openChatKeyState);
          if (openKey === key) return;
          record = a.get(chatRecordsState).get(key);
          if (openKey !== null) holdRecord(a, openKey, readOpen(a.get));
        });
        if (openKey === key) return;
        const start =
          record ?? recordFromSeed(seed ?? { conversationId: null, messages: [], conversation: null });
        load(key, start, openKey !== null);
        if (record) access((a) => dropRecord(a, key));
      },
      close(key) {
        access((a) => {
          if (a.get(openChatKeyState) !== key) return;
          holdRecord(a, key, readOpen(a.get));
        });
        access((a) => {
          if (a.get(openChatKeyState) === key) clearConversation(a);
        });
      },
      name(key, conversationId) {
        access(({ get, set }) => {
          if (conversationId !== key)
            set(chatAliasesState, new Map(get(chatAliasesState)).set(conversationId, key));
        });
        run(
          key,
          ({ set }) => set(conversationIdState, conversationId),
          (record) => ({ ...record, conversationId }),
        );
      },
      sync(key, seed) {
        const held = readKey(key);
        if (held.submission.status === 'streaming' || held.editingId !== null) return;
        const server = buildMessageTree(seed.messages);
        if (sameMessages(held.tree, server) || olderThanHeld(held.tree, server)) return;
        const next: ChatRecord = {
          ...held,
          conversationId: seed.conversationId ?? held.conversationId,
          conversation: seed.conversation ?? held.conversation,
          tree: server,
          siblingIndex: siblingIndexAfterChange(held.tree, server, held.siblingIndex),
        };
        if (isOpen(key)) load(key, next, true);
        else access((a) => holdRecord(a, key, next));
      },
    };
  }, [run, access]);
}

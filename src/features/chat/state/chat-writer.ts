import { useMemo } from 'react';
import { useRecoilTransaction_UNSTABLE, type RecoilState } from 'recoil';
import { siblingInfo, type MessageTree, type SiblingIndex } from '@/lib/message-tree';
import {
  applyEvent,
  holdsNothing,
  recordFromSeed,
  type ConversationRecord,
  type RecordEvent,
  type RecordSeed,
} from '../lib/conversation-record';
import {
  childrenOfState,
  conversationIdState,
  conversationState,
  messageSlotState,
  nextSlotState,
  openChatKeyState,
  readySlotsState,
  siblingIndexState,
  siblingLabelSlotState,
  slotOfIdState,
} from './conversation-atoms';
import { chatRecordsState } from './chat-records';
import { afterLeaving } from './left-chats';
import { editingIdState, streamState } from './submission-atoms';

/** One conversation's changes: every one is an event on its record (conversation-record.ts). */
export interface ChatWriter {
  /** The record as it is now (read when an action runs, never subscribed to). */
  read: () => ConversationRecord;
  dispatch: (event: RecordEvent) => void;
}

type Getter = <T>(state: RecoilState<T>) => T;
type Setter = <T>(state: RecoilState<T>, value: T) => void;
type Resetter = <T>(state: RecoilState<T>) => void;
/**
 * A change to the atoms, as a Recoil transaction: `get` reads the current value (with this change's own
 * writes). Not a snapshot: taking one copies the whole store, every atom of every slot, and a streamed
 * token would pay that in a long conversation (issue #30).
 */
interface Access {
  get: Getter;
  set: Setter;
  reset: Resetter;
}

/** Slots set up beyond a conversation's size, so a few replies need no new ones (see ensureSlots). */
const SPARE_SLOTS = 64;

const EMPTY = recordFromSeed(null);

function labelOf(tree: MessageTree, id: string, siblingIndex: SiblingIndex): string {
  const info = siblingInfo(tree, id, siblingIndex);
  return info && info.count > 1 ? `${info.position}/${info.count}` : '';
}

/**
 * The messages whose `n/m` label may differ between two records: every message when the tree changed;
 * when only the choice of variants did, the children of the levels whose choice changed (a switch in a
 * 1,000-message chat then labels two messages, not a thousand).
 */
function relabelled(before: ConversationRecord, after: ConversationRecord): Iterable<string> {
  if (before.tree.childrenOf !== after.tree.childrenOf) return after.tree.byId.keys();
  const levels = new Set([...Object.keys(before.siblingIndex), ...Object.keys(after.siblingIndex)]);
  const ids: string[] = [];
  for (const level of levels) {
    if (before.siblingIndex[level] === after.siblingIndex[level]) continue;
    ids.push(...(after.tree.childrenOf.get(level) ?? []));
  }
  return ids;
}

function resetSlot(reset: Resetter, slot: number): void {
  reset(messageSlotState(slot));
  reset(siblingLabelSlotState(slot));
}

/**
 * Sets up slots up to `count`: Recoil keeps the state of the moment an atom is first set for as long as
 * the atom lives, so slots are made in bulk, ahead of need, rather than one per new message.
 */
function ensureSlots({ get, set, reset }: Access, count: number): void {
  const ready = get(readySlotsState);
  if (count <= ready) return;
  for (let slot = ready; slot < count; slot += 1) resetSlot(reset, slot);
  set(readySlotsState, count);
}

/** The ids an event gives a message the server named (its row keeps its slot, so it stays mounted). */
function renamesOf(event: RecordEvent | null): [string, string][] {
  if (!event) return [];
  switch (event.type) {
    case 'created':
      return event.renames ? [[event.provisionalId, event.message.messageId]] : [];
    case 'final':
      return [
        [event.userMessageId, event.requestMessage.messageId],
        [event.replyId, event.responseMessage.messageId],
      ];
    case 'error':
      return event.error.messageId ? [[event.replyId, event.error.messageId]] : [];
    case 'resume-progress':
      return [[event.replyId, event.reply.messageId]];
    default:
      return [];
  }
}

/**
 * The open conversation's atoms follow its record: only the atoms whose part changed are set, so a
 * streamed token sets one message's atom and its row alone renders. The one place the atoms are written.
 */
function project(
  a: Access,
  before: ConversationRecord,
  after: ConversationRecord,
  event: RecordEvent | null,
): void {
  const { get, set, reset } = a;
  if (before.conversationId !== after.conversationId) set(conversationIdState, after.conversationId);
  if (before.conversation !== after.conversation) set(conversationState, after.conversation);
  if (before.stream !== after.stream) set(streamState, after.stream);
  if (before.editingId !== after.editingId) set(editingIdState, after.editingId);
  const indexChanged = before.siblingIndex !== after.siblingIndex;
  if (indexChanged) set(siblingIndexState, after.siblingIndex);
  const old = before.tree;
  const tree = after.tree;
  if (old === tree && !indexChanged) return;

  const slots = get(slotOfIdState);
  let changedSlots: Map<string, number> | null = null;
  const writable = () => (changedSlots ??= new Map(slots));
  const current = () => changedSlots ?? slots;
  let next = get(nextSlotState);
  /** Messages the server named: their slots hold what they showed under the old ids. */
  const renamed = new Set<string>();
  for (const [oldId, newId] of renamesOf(event)) {
    const slot = slots.get(oldId);
    if (oldId === newId || slot === undefined || old.byId.has(newId) || tree.byId.has(oldId)) continue;
    writable().delete(oldId);
    writable().set(newId, slot);
    renamed.add(newId);
  }
  for (const id of old.byId.keys()) {
    if (tree.byId.has(id)) continue;
    const slot = current().get(id);
    if (slot === undefined) continue;
    writable().delete(id);
    resetSlot(reset, slot);
  }
  const slotOf = (id: string) => {
    let slot = current().get(id);
    if (slot === undefined) {
      slot = next++;
      if (slot >= get(readySlotsState)) ensureSlots(a, slot + SPARE_SLOTS);
      writable().set(id, slot);
    }
    return slot;
  };
  for (const [id, message] of tree.byId) {
    if (old.byId.get(id) !== message) set(messageSlotState(slotOf(id)), message);
  }
  if (old.childrenOf !== tree.childrenOf || indexChanged) {
    for (const id of relabelled(before, after)) {
      const label = labelOf(tree, id, after.siblingIndex);
      // A message new to the atoms has a slot reset or never set: its label is '' already (a chat of a
      // thousand messages opens setting the labels of the few with variants, not a thousand).
      const shown = old.byId.has(id) ? labelOf(old, id, before.siblingIndex) : '';
      if (label !== shown || renamed.has(id)) set(siblingLabelSlotState(slotOf(id)), label);
    }
  }
  if (old.childrenOf !== tree.childrenOf) set(childrenOfState, tree.childrenOf);
  if (changedSlots) set(slotOfIdState, changedSlots);
  if (next !== get(nextSlotState)) set(nextSlotState, next);
}

function clearAtoms({ get, reset }: Access): void {
  for (const slot of get(slotOfIdState).values()) resetSlot(reset, slot);
  reset(childrenOfState);
  reset(slotOfIdState);
  reset(nextSlotState);
  reset(siblingIndexState);
  reset(conversationIdState);
  reset(conversationState);
  reset(streamState);
  reset(editingIdState);
  reset(openChatKeyState);
}

/** The tab's conversations: which one the atoms show, and a writer for each. */
export interface ChatStore {
  /** The writer of one conversation, by chat key; it follows the conversation wherever it is. */
  writerFor: (key: string) => ChatWriter;
  /**
   * The address opened the conversation: its record (made from `seed` when the tab holds nothing of it)
   * shows. `storedId` is the conversation a /chat/{id} address names: when `key` is the client key of a
   * fresh chat the server named and the records no longer hold it (leaving the last chat forgot it, in
   * the commit that opens it again), nothing opens, and the address finds the chat by its id instead.
   */
  open: (key: string, seed: RecordSeed | null, storedId?: string | null) => void;
  /** The address left it: the atoms empty, the record stays (the newest left; left-chats.ts). */
  close: (key: string) => void;
  /** Whether the conversation is the open one (the user is on its address). */
  isOpen: (key: string) => boolean;
  /**
   * The conversation was deleted (null: all were cleared): its record goes, unless it is open (its address
   * then finds it gone on the server) or a reply is being written there.
   */
  forget: (conversationId: string | null) => void;
}

/**
 * The chat's one store: each event computes the record's next state with the pure record functions, and
 * while the record is the open one, sets only the atoms that changed, in the same Recoil batch.
 */
export function useChatStore(): ChatStore {
  const access = useRecoilTransaction_UNSTABLE(
    ({ get, set, reset }) =>
      (change: (access: Access) => void) =>
        change({ get: get as Getter, set: set as Setter, reset: reset as Resetter }),
    [],
  );
  return useMemo(() => {
    const writers = new Map<string, ChatWriter>();

    const dispatch = (key: string, event: RecordEvent) =>
      access((a) => {
        const records = a.get(chatRecordsState);
        // A fresh chat's first send can come before its view has opened it (that waits a task after the
        // first paint): the record starts here, and opening finds it. A server copy only refreshes a
        // record its view opened: one for a record forgotten since would name a chat with nothing else.
        if (event.type === 'sync' && !records.has(key)) return;
        const before = records.get(key) ?? EMPTY;
        const after = applyEvent(before, event);
        if (after === before) return;
        // In place: a reply streaming into a chat left does not make it the newest left.
        a.set(chatRecordsState, new Map(records).set(key, after));
        if (a.get(openChatKeyState) === key) project(a, before, after, event);
      });

    const read = (key: string): ConversationRecord => {
      let record: ConversationRecord | undefined;
      access(({ get }) => {
        record = get(chatRecordsState).get(key);
      });
      return record ?? EMPTY;
    };

    const writerFor = (key: string): ChatWriter => {
      let writer = writers.get(key);
      if (!writer) {
        writer = { read: () => read(key), dispatch: (event) => dispatch(key, event) };
        writers.set(key, writer);
      }
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
      open(key, seed, storedId = null) {
        let record: ConversationRecord | undefined;
        let openKey: string | null = null;
        access((a) => {
          openKey = a.get(openChatKeyState);
          if (openKey === key) return;
          const records = a.get(chatRecordsState);
          record = records.get(key);
          if (!record && storedId !== null && storedId !== key) return;
          // A record holding only a model chosen while the conversation loaded starts from the seed too.
          if (!record || (seed && holdsNothing(record))) {
            record = { ...recordFromSeed(seed), model: record?.model ?? null };
            a.set(chatRecordsState, new Map(records).set(key, record));
          }
        });
        if (openKey === key || !record) return;
        const shown = record;
        // Three batches: the state is empty when new slots are set up, and each batch costs a new Recoil
        // tree and a round of checks on every subscribed component, so no more than that.
        if (openKey !== null) access(clearAtoms);
        access((a) => ensureSlots(a, shown.tree.byId.size + SPARE_SLOTS));
        access((a) => {
          a.set(openChatKeyState, key);
          project(a, EMPTY, shown, null);
        });
      },
      forget(conversationId) {
        access((a) => {
          const open = a.get(openChatKeyState);
          const records = a.get(chatRecordsState);
          const gone = [...records].filter(
            ([key, record]) =>
              key !== open &&
              record.stream.status !== 'streaming' &&
              record.conversationId !== null &&
              (conversationId === null || record.conversationId === conversationId),
          );
          if (!gone.length) return;
          const next = new Map(records);
          for (const [key] of gone) next.delete(key);
          a.set(chatRecordsState, next);
        });
      },
      close(key) {
        access((a) => {
          if (a.get(openChatKeyState) !== key) return;
          a.set(chatRecordsState, afterLeaving(a.get(chatRecordsState), key));
        });
        access((a) => {
          if (a.get(openChatKeyState) === key) clearAtoms(a);
        });
      },
    };
  }, [access]);
}

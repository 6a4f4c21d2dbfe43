import {
  addMessage,
  buildMessageTree,
  emptyMessageTree,
  removeMessage,
  replaceMessage,
  siblingIndexAfterChange,
  siblingIndexShowing,
  siblingInfo,
  treeMessages,
  type MessageTree,
  type SiblingIndex,
} from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message, StreamErrorData } from '@/lib/schemas/message';
import { errorReply } from './reply-placeholder';

/** A model a conversation sends with: its endpoint and its name. */
export interface ChatModel {
  endpoint: string;
  model: string;
}

/**
 * One conversation as this tab holds it, under a stable chat key (its id, or a fresh chat's client key
 * that it keeps after the server names it). Every change is an event applied by `applyEvent`, a pure
 * function: the Recoil atoms the rows read are a projection of the open record (chat-writer.ts), the
 * history's writing mark and the Stop button read `stream`, and a reload's recovery starts from it.
 */
export interface ConversationRecord {
  /** null until the server names the conversation (`created`). */
  conversationId: string | null;
  conversation: Conversation | null;
  tree: MessageTree;
  /** The variant shown per level; 0 is the newest. */
  siblingIndex: SiblingIndex;
  /** Whether replies are being written into this conversation, and which: the one field that says so. */
  stream: StreamStatus;
  /** The message open in the inline editor. */
  editingId: string | null;
  /**
   * The model this conversation sends with, when its address does not say it: chosen here (the header,
   * the option bar, a preset), or the model a fresh chat was sent with when the server named it (its
   * address then names no model). null: the address's model, or the stored conversation's.
   */
  model: ChatModel | null;
}

/** A reply being written: its id (the placeholder until the final event names it) and its question. */
export interface LiveReply {
  replyId: string;
  /** The message the reply answers. */
  userMessageId: string;
}

/**
 * What is being written into the conversation: nothing, or one or more replies (a comparison writes an
 * answer per model to one question at once), in the order they started.
 */
export type StreamStatus = { status: 'idle' } | { status: 'streaming'; replies: readonly LiveReply[] };

export const IDLE: StreamStatus = { status: 'idle' };

/** Every way a conversation changes. A stream's events name their reply, so two streams never mix. */
export type RecordEvent =
  /** A send, edit, regenerate or continue starts: the question (unless regenerating) and a placeholder show. */
  | { type: 'send'; userMessage: Message | null; placeholder: Message; replacesId?: string | null }
  /**
   * The server accepted the question: its id replaces the provisional one, and a fresh chat is named. A
   * chat named so keeps the model it was sent with (`sentWith`) unless one was chosen.
   */
  | {
      type: 'created';
      provisionalId: string;
      message: Message;
      replyId: string;
      renames: boolean;
      sentWith?: ChatModel;
    }
  /** A streamed text (cumulative). */
  | { type: 'token'; replyId: string; text: string; plugins?: Message['plugins'] }
  /** The reply is complete and saved: the server's copies replace the tab's. */
  | {
      type: 'final';
      replyId: string;
      userMessageId: string;
      requestMessage: Message;
      responseMessage: Message;
      conversation: Conversation;
    }
  /** The server's error event (it saved the error as the reply). */
  | { type: 'error'; replyId: string; error: StreamErrorData }
  /** The stream ended without a final: a broken connection keeps what came, anything else is an error. */
  | { type: 'failed'; replyId: string; dropped: boolean; text: string }
  /** Stop, and the server had nothing to hand back: what was written stays, marked cancelled. */
  | { type: 'stopped'; replyId: string }
  /** A reply the server writes without a stream to this tab (after a reload): shown as being written. */
  | { type: 'resumed'; userMessageId: string; reply: Message }
  /** A saved copy of such a reply: `done` when the server finished it (or gave up). */
  | { type: 'resume-progress'; replyId: string; reply: Message; done: boolean }
  /** A message's text saved in place (the editor's Save). */
  | { type: 'edited'; messageId: string; text: string }
  | { type: 'editing'; messageId: string | null }
  /** The variant `step` places newer (+1) or older (-1) than the message's. */
  | { type: 'step-variant'; messageId: string; step: number }
  /** The variants on the way to the message are shown, so it is on the visible path (a link to it). */
  | { type: 'show-message'; messageId: string }
  /** A model chosen for this conversation (null: back to its address's or stored model). */
  | { type: 'model'; model: ChatModel | null }
  /** Options for the next request (temperature, tools, model, ...), kept in the conversation. */
  | { type: 'options'; options: Readonly<Record<string, unknown>> }
  /** The server's copy of the conversation (see `reconcile`). */
  | { type: 'sync'; messages: readonly Message[]; conversation: Conversation | null };

export interface RecordSeed {
  conversationId: string | null;
  messages: readonly Message[];
  conversation: Conversation | null;
}

export function recordFromSeed(seed: RecordSeed | null): ConversationRecord {
  return {
    conversationId: seed?.conversationId ?? null,
    conversation: seed?.conversation ?? null,
    tree: seed ? buildMessageTree(seed.messages) : emptyMessageTree(),
    siblingIndex: {},
    stream: IDLE,
    editingId: null,
    model: null,
  };
}

/**
 * Whether the record holds nothing of its conversation: at most a model chosen before it opened (the
 * header can choose one while a stored conversation is still loading).
 */
export const holdsNothing = (record: ConversationRecord): boolean =>
  record.conversationId === null &&
  record.conversation === null &&
  record.tree.byId.size === 0 &&
  record.stream.status === 'idle';

const sameModel = (a: ChatModel | null, b: ChatModel | null): boolean =>
  a === b || (a !== null && b !== null && a.endpoint === b.endpoint && a.model === b.model);

/** The record's tree after a change, with the selection reset where a level's variants changed. */
function withTree(record: ConversationRecord, tree: MessageTree): ConversationRecord {
  if (tree === record.tree) return record;
  return { ...record, tree, siblingIndex: siblingIndexAfterChange(record.tree, tree, record.siblingIndex) };
}

function patch(record: ConversationRecord, id: string, fields: Partial<Message>): ConversationRecord {
  const current = record.tree.byId.get(id);
  if (!current) return record;
  return withTree(record, replaceMessage(record.tree, id, { ...current, ...fields }));
}

/** The replies being written, or none. */
export const liveRepliesOf = (stream: StreamStatus): readonly LiveReply[] =>
  stream.status === 'streaming' ? stream.replies : [];

/** Whether `replyId` is being written. */
export const isWriting = (stream: StreamStatus, replyId: string): boolean =>
  liveRepliesOf(stream).some((reply) => reply.replyId === replyId);

function withReplies(record: ConversationRecord, replies: readonly LiveReply[]): ConversationRecord {
  return { ...record, stream: replies.length ? { status: 'streaming', replies } : IDLE };
}

/** The streams that wrote `replyIds` are over; the others go on. */
function ended(record: ConversationRecord, ...replyIds: string[]): ConversationRecord {
  const replies = liveRepliesOf(record.stream);
  const rest = replies.filter((reply) => !replyIds.includes(reply.replyId));
  return rest.length === replies.length ? record : withReplies(record, rest);
}

/** `replyId` is being written, answering `userMessageId` (a reply already listed keeps its place). */
function writing(record: ConversationRecord, replyId: string, userMessageId: string): ConversationRecord {
  const replies = liveRepliesOf(record.stream);
  const at = replies.findIndex((reply) => reply.replyId === replyId);
  const entry = { replyId, userMessageId };
  if (at < 0) return withReplies(record, [...replies, entry]);
  return withReplies(
    record,
    replies.map((reply, index) => (index === at ? entry : reply)),
  );
}

/**
 * A reply cut or stopped here under the id a new reply takes (a question regenerated again) stays an
 * earlier variant, under `<id><k>_`: the server saved it, and a sync shows its copy in its place.
 */
function setAside(tree: MessageTree, id: string): MessageTree {
  const earlier = tree.byId.get(id);
  if (!earlier || earlier.submitting || earlier.error || !isLocalFailure(earlier)) return tree;
  let k = 1;
  while (tree.byId.has(`${id}${k}_`)) k += 1;
  return addMessage(removeMessage(tree, id), { ...earlier, messageId: `${id}${k}_` });
}

/** Applies one event. Returns the same record when nothing changes. */
export function applyEvent(record: ConversationRecord, event: RecordEvent): ConversationRecord {
  switch (event.type) {
    case 'send': {
      let tree = record.tree;
      if (event.replacesId) tree = removeMessage(tree, event.replacesId);
      if (event.userMessage) tree = addMessage(tree, event.userMessage);
      tree = addMessage(setAside(tree, event.placeholder.messageId), event.placeholder);
      const userMessageId = event.placeholder.parentMessageId ?? '';
      const editingId =
        record.editingId !== null && tree.byId.has(record.editingId) ? record.editingId : null;
      return writing({ ...withTree(record, tree), editingId }, event.placeholder.messageId, userMessageId);
    }
    case 'created': {
      let next = record;
      const newId = event.message.messageId;
      if (event.renames && newId !== event.provisionalId && record.tree.byId.has(event.provisionalId)) {
        const provisional = record.tree.byId.get(event.provisionalId);
        next = withTree(
          next,
          replaceMessage(next.tree, event.provisionalId, {
            ...event.message,
            isCreatedByUser: true,
            image_urls: provisional?.image_urls ?? event.message.image_urls,
          }),
        );
        next = patch(next, event.replyId, { parentMessageId: newId });
        if (isWriting(next.stream, event.replyId)) next = writing(next, event.replyId, newId);
      }
      const conversationId = event.message.conversationId;
      if (next.conversationId === null && conversationId)
        next = { ...next, conversationId, model: next.model ?? event.sentWith ?? null };
      return next;
    }
    case 'token': {
      const current = record.tree.byId.get(event.replyId);
      if (!current || !current.submitting) return record;
      if (current.text === event.text && (!event.plugins || current.plugins === event.plugins)) return record;
      return patch(
        record,
        event.replyId,
        event.plugins ? { text: event.text, plugins: event.plugins } : { text: event.text },
      );
    }
    case 'final': {
      const user = record.tree.byId.get(event.userMessageId);
      let next = withTree(
        record,
        replaceMessage(record.tree, event.userMessageId, { ...user, ...event.requestMessage }),
      );
      next = withTree(
        next,
        replaceMessage(next.tree, event.replyId, { ...event.responseMessage, submitting: false }),
      );
      next = ended(next, event.replyId, event.responseMessage.messageId);
      return {
        ...next,
        conversationId: event.conversation.conversationId,
        conversation: { ...next.conversation, ...event.conversation },
      };
    }
    case 'error': {
      const placeholder = record.tree.byId.get(event.replyId);
      const next = placeholder
        ? withTree(record, replaceMessage(record.tree, event.replyId, errorReply(event.error, placeholder)))
        : record;
      return ended(next, event.replyId);
    }
    case 'failed': {
      const placeholder = record.tree.byId.get(event.replyId);
      let next = record;
      if (placeholder && placeholder.submitting) {
        next =
          event.dropped && placeholder.text
            ? patch(record, event.replyId, { submitting: false, unfinished: true })
            : withTree(
                record,
                replaceMessage(record.tree, event.replyId, errorReply({ text: event.text }, placeholder)),
              );
      }
      return ended(next, event.replyId);
    }
    case 'stopped': {
      const reply = record.tree.byId.get(event.replyId);
      const next =
        reply && reply.submitting
          ? patch(record, event.replyId, { submitting: false, cancelled: true, finish_reason: 'incomplete' })
          : record;
      return ended(next, event.replyId);
    }
    case 'resumed': {
      const { reply } = event;
      const next = withTree(
        record,
        addMessage(record.tree, { ...reply, submitting: true, unfinished: false, error: false }),
      );
      return writing(next, reply.messageId, event.userMessageId);
    }
    case 'resume-progress': {
      if (!record.tree.byId.has(event.replyId)) return record;
      const reply = { ...event.reply, submitting: !event.done, ...(event.done ? {} : { unfinished: false }) };
      const next = withTree(record, replaceMessage(record.tree, event.replyId, reply));
      if (event.done) return ended(next, event.replyId, reply.messageId);
      const live = liveRepliesOf(next.stream).find((entry) => entry.replyId === event.replyId);
      if (live && reply.messageId !== event.replyId) {
        const renamed = { replyId: reply.messageId, userMessageId: live.userMessageId };
        return withReplies(
          next,
          liveRepliesOf(next.stream).map((entry) => (entry === live ? renamed : entry)),
        );
      }
      return next;
    }
    case 'edited': {
      const current = record.tree.byId.get(event.messageId);
      if (!current || current.text === event.text) return record;
      return patch(record, event.messageId, { text: event.text });
    }
    case 'editing':
      if (record.editingId === event.messageId) return record;
      if (event.messageId !== null && !record.tree.byId.has(event.messageId)) return record;
      return { ...record, editingId: event.messageId };
    case 'step-variant': {
      const info = siblingInfo(record.tree, event.messageId, record.siblingIndex);
      if (!info) return record;
      const position = Math.min(Math.max(info.position + event.step, 1), info.count);
      if (position === info.position) return record;
      return { ...record, siblingIndex: { ...record.siblingIndex, [info.parentKey]: info.count - position } };
    }
    case 'show-message': {
      const siblingIndex = siblingIndexShowing(record.tree, record.siblingIndex, event.messageId);
      return siblingIndex === record.siblingIndex ? record : { ...record, siblingIndex };
    }
    case 'model':
      if (sameModel(record.model, event.model)) return record;
      return {
        ...record,
        model: event.model && { endpoint: event.model.endpoint, model: event.model.model },
      };
    case 'options':
      return {
        ...record,
        conversation: {
          ...(record.conversation ?? { conversationId: record.conversationId ?? 'new', title: 'New Chat' }),
          ...event.options,
        } as Conversation,
      };
    case 'sync':
      return reconcile(record, event.messages, event.conversation);
  }
}

/** The replies being written in this tab, each to the question it answers. */
function liveReplies(record: ConversationRecord): Map<string, string> {
  const live = new Map<string, string>();
  for (const reply of liveRepliesOf(record.stream)) live.set(reply.replyId, reply.userMessageId);
  for (const message of record.tree.byId.values())
    if (message.submitting && !message.isCreatedByUser)
      live.set(message.messageId, message.parentMessageId ?? '');
  return live;
}

/**
 * A failed reply that only this tab holds (its placeholder id: an HTTP error or a broken connection
 * before the server saved anything): it stays under its question while the question is the server's.
 */
const isLocalFailure = (message: Message): boolean =>
  message.messageId.endsWith('_') && Boolean(message.error || message.unfinished || message.cancelled);

/**
 * A copy the server sent while a reply was still being written, arriving after this tab had the reply
 * whole (a fetch that crossed the final event): applying it would take the reply back to its first words.
 */
function olderThanHeld(held: MessageTree, server: readonly Message[]): boolean {
  for (const message of server) {
    const mine = held.byId.get(message.messageId);
    if (!mine || !message.unfinished) continue;
    if (!mine.unfinished && !mine.submitting && !mine.error && !mine.cancelled) return true;
  }
  return false;
}

const sameMessage = (a: Message, b: Message): boolean =>
  a.text === b.text &&
  a.parentMessageId === b.parentMessageId &&
  Boolean(a.unfinished) === Boolean(b.unfinished) &&
  Boolean(a.error) === Boolean(b.error) &&
  Boolean(a.cancelled) === Boolean(b.cancelled) &&
  Boolean(a.submitting) === Boolean(b.submitting);

function sameTree(a: MessageTree, b: MessageTree): boolean {
  if (a.byId.size !== b.byId.size) return false;
  for (const [id, message] of b.byId) {
    const mine = a.byId.get(id);
    if (!mine || !sameMessage(mine, message)) return false;
  }
  return true;
}

/** Whether `held` already has every field of `server` (a conversation that changes nothing). */
function holdsAll(held: Conversation | null, server: Conversation): boolean {
  if (!held) return false;
  const mine = held as Record<string, unknown>;
  return Object.entries(server).every(([key, value]) => Object.is(mine[key], value));
}

/**
 * Server truth wins: the tab's messages become the server's, except the exchanges still being written
 * here (each question and its reply: the server may not hold them yet, and what it holds of them, its
 * saved partial of the reply included, is behind the tab's), and a failed reply only this tab holds where
 * the server has no reply to its question. A copy older than what the tab holds is ignored, and one that
 * changes nothing keeps the record as it is.
 */
export function reconcile(
  record: ConversationRecord,
  messages: readonly Message[],
  conversation: Conversation | null,
): ConversationRecord {
  if (olderThanHeld(record.tree, messages)) return record;
  const live = liveReplies(record);
  const liveQuestions = new Set(live.values());
  const held = treeMessages(record.tree);
  const pending = held.filter(
    (message) => live.has(message.messageId) || liveQuestions.has(message.messageId),
  );
  const pendingIds = new Set(pending.map((message) => message.messageId));
  // A reply the server saved to a question being answered here, which the tab does not know. Replies cut by
  // a broken connection or stopped here (only the tab holds them, as `<id>_`, unfinished or cancelled) were
  // saved earlier, so the first such copies are theirs, finished or not; after them, an unfinished one is
  // the saved partial of the reply being written, behind the tab's copy. A reply that failed with an error
  // has no saved copy.
  const cutHere = new Map<string, number>();
  for (const message of held)
    if (isLocalFailure(message) && !message.error && !live.has(message.messageId)) {
      const question = message.parentMessageId ?? '';
      cutHere.set(question, (cutHere.get(question) ?? 0) + 1);
    }
  const savedPartial = (message: Message) => {
    const question = message.parentMessageId ?? '';
    if (message.isCreatedByUser || !liveQuestions.has(question)) return false;
    if (record.tree.byId.has(message.messageId)) return false;
    const cut = cutHere.get(question) ?? 0;
    if (cut === 0) return Boolean(message.unfinished);
    cutHere.set(question, cut - 1);
    return false;
  };
  // The server's messages first, so a question being written here attaches where the server has its parent.
  let server = buildMessageTree([
    ...messages.filter((message) => !pendingIds.has(message.messageId) && !savedPartial(message)),
    ...pending,
  ]);
  // By a reply of its own: a reply whose question is gone (cleared elsewhere) hangs where the tree rule put it.
  const answered = (questionId: string) =>
    (server.childrenOf.get(questionId) ?? []).some((id) => {
      const child = server.byId.get(id);
      return child !== undefined && !child.isCreatedByUser && child.parentMessageId === questionId;
    });
  for (const message of held) {
    const question = message.parentMessageId ?? '';
    if (
      isLocalFailure(message) &&
      !server.byId.has(message.messageId) &&
      server.byId.has(question) &&
      !answered(question)
    )
      server = addMessage(server, message);
  }
  const sameMessages = sameTree(record.tree, server);
  const nextConversation =
    conversation && !holdsAll(record.conversation, conversation)
      ? { ...record.conversation, ...conversation }
      : record.conversation;
  if (sameMessages && nextConversation === record.conversation) return record;
  const tree = sameMessages ? record.tree : server;
  const editingId = record.editingId !== null && tree.byId.has(record.editingId) ? record.editingId : null;
  return {
    ...withTree(record, tree),
    conversationId: record.conversationId ?? conversation?.conversationId ?? null,
    conversation: nextConversation,
    editingId,
  };
}

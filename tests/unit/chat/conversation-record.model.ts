import fc from 'fast-check';
import type { ChatModel, RecordEvent } from '@/features/chat/lib/conversation-record';
import type { Conversation } from '@/lib/schemas/conversation';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

/**
 * A reference model of one conversation as the server and one tab see it, written from the contract
 * (backend-contract.md sections 3 and 4) and issue #41, not from conversation-record.ts: two plain maps
 * of messages (the tab's expected tree and the server's saved copy) and the exchanges being written.
 * `drive` turns a list of abstract actions into the record events the stream runner would dispatch,
 * in orders the server can produce, and keeps the model in step.
 *
 * Ids: an ask n sends the provisional question `p<n>`, which the server names `u<n>` at `created`; its
 * reply shows as the placeholder `<question>_` until the final event names it `r<n>`. A regenerate of
 * `u<j>` sends no question (its placeholder is `u<j>_`).
 */

export interface Expected {
  /** The tree parent: ROOT_PARENT_ID or a message id. */
  parent: string;
  text: string;
  user: boolean;
  error: boolean;
  unfinished: boolean;
  cancelled: boolean;
  submitting: boolean;
}

interface Exchange {
  n: number;
  /** The server's question this exchange regenerates, or null for an ask. */
  regenerates: string | null;
  /** The parent of an ask's question (the root or a saved reply). */
  parent: string;
  named: boolean;
  live: boolean;
  tokens: number;
  text: string;
  /** The id the tab shows the reply under. */
  replyId: string;
  /** The model's event count when it was sent. */
  sentAt: number;
  /** The model it was sent with: the one chosen then, else the address's. */
  sentWith: ChatModel;
}

export interface Model {
  tab: Map<string, Expected>;
  server: Map<string, Expected>;
  exchanges: Exchange[];
  conversationId: string | null;
  /** The tab's conversation title; null while the tab holds no conversation document. */
  title: string | null;
  /** The server's title; null until the server made the conversation. */
  serverTitle: string | null;
  /**
   * The model the tab keeps for the conversation: the one chosen last (null: none, or back to the
   * address's), or, if none was when `created` named the conversation, the one its question was sent with.
   */
  chosen: ChatModel | null;
  /** The event orders this run went through (for the coverage check). */
  orders: Set<string>;
  events: number;
}

export const CONVERSATION_ID = 'c1';

/** The model the conversation's address names: what a send uses when none is chosen. */
const ADDRESS_MODEL: ChatModel = { endpoint: 'openAI', model: 'gpt-4o-mini' };
/** What the header, the option bar or a preset may choose (null: back to the address's model). */
const CHOICES: (ChatModel | null)[] = [
  null,
  { endpoint: 'claude', model: 'claude-sonnet-4-5' },
  { endpoint: 'Deepseek', model: 'deepseek-r1' },
  ADDRESS_MODEL,
];

const message = (fields: Partial<Expected>): Expected => ({
  parent: ROOT_PARENT_ID,
  text: '',
  user: false,
  error: false,
  unfinished: false,
  cancelled: false,
  submitting: false,
  ...fields,
});

export function emptyModel(): Model {
  return {
    tab: new Map(),
    server: new Map(),
    exchanges: [],
    conversationId: null,
    title: null,
    serverTitle: null,
    chosen: null,
    orders: new Set(),
    events: 0,
  };
}

export const questionId = (ex: Exchange): string => ex.regenerates ?? (ex.named ? `u${ex.n}` : `p${ex.n}`);
const serverQuestionId = (ex: Exchange): string => ex.regenerates ?? `u${ex.n}`;
export const live = (model: Model): Exchange[] => model.exchanges.filter((ex) => ex.live);
export const latest = (model: Model): Exchange | undefined => model.exchanges[model.exchanges.length - 1];

/** Moves a message to a new id (replacing any copy under that id); its replies follow it. */
function rename(map: Map<string, Expected>, from: string, to: string, fields: Partial<Expected>): void {
  const current = map.get(from);
  if (!current) return;
  map.delete(from);
  map.set(to, { ...current, ...fields });
  if (from === to) return;
  for (const [id, entry] of map) if (entry.parent === from) map.set(id, { ...entry, parent: to });
}

function update(map: Map<string, Expected>, id: string, fields: Partial<Expected>): void {
  const current = map.get(id);
  if (current) map.set(id, { ...current, ...fields });
}

export function toMessage(id: string, entry: Expected, conversationId: string | null): Message {
  return {
    messageId: id,
    parentMessageId: entry.parent,
    conversationId,
    text: entry.text,
    isCreatedByUser: entry.user,
    sender: entry.user ? 'User' : 'ChatGPT',
    ...(entry.error ? { error: true } : {}),
    ...(entry.unfinished ? { unfinished: true } : {}),
    ...(entry.cancelled ? { cancelled: true } : {}),
    ...(entry.submitting ? { submitting: true } : {}),
  };
}

/** The server's copy, oldest first, as GET /api/messages/{id} returns it. */
export function serverMessages(model: Model): Message[] {
  return [...model.server].map(([id, entry]) => toMessage(id, entry, CONVERSATION_ID));
}

const serverConversation = (model: Model): Conversation | null =>
  model.serverTitle === null ? null : { conversationId: CONVERSATION_ID, title: model.serverTitle };

/**
 * Server truth wins: the tab holds the server's messages, plus every exchange still being written (its
 * question and reply, which the server may not hold yet, the tab's copy being ahead), plus a failed reply
 * only the tab holds (a placeholder id) while its question stays.
 */
function reconcileModel(model: Model, withConversation: boolean): void {
  const next = new Map(model.server);
  for (const ex of live(model)) {
    // What the server saved of a reply still being written here is behind the tab's copy of it.
    const saved = `r${ex.n}`;
    if (saved !== ex.replyId && !model.tab.has(saved) && next.get(saved)?.unfinished) next.delete(saved);
    for (const id of [questionId(ex), ex.replyId]) {
      const mine = model.tab.get(id);
      if (mine) next.set(id, mine);
    }
  }
  for (const [id, entry] of model.tab) {
    const failed = entry.error || entry.unfinished || entry.cancelled;
    // Its question may be the server's or one being written (a regenerate of it).
    // A failed reply only the tab holds stays while the server has no reply to its question.
    const answered = [...next.values()].some((other) => other.parent === entry.parent && !other.user);
    if (id.endsWith('_') && failed && !next.has(id) && next.has(entry.parent) && !answered)
      next.set(id, entry);
  }
  model.tab = next;
  if (withConversation && model.serverTitle !== null) {
    model.title = model.serverTitle;
    model.conversationId ??= CONVERSATION_ID;
  }
}

export type ActionKind = 'send' | 'step' | 'sync' | 'rename' | 'edit' | 'variant' | 'clear' | 'model';
export interface Action {
  kind: ActionKind;
  a: number;
  b: number;
  flag: boolean;
}

const KINDS: ActionKind[] = [
  'send',
  'send',
  'step',
  'step',
  'step',
  'step',
  'step',
  'step',
  'sync',
  'sync',
  'rename',
  'edit',
  'variant',
  'clear',
];

const messageActions = (maxLength: number) =>
  fc.array(
    // Unbiased: fast-check's bias towards small numbers would make most streams end at their first step.
    fc.noBias(
      fc.record({
        kind: fc.constantFrom(...KINDS),
        a: fc.nat({ max: 99 }),
        b: fc.nat({ max: 99 }),
        flag: fc.boolean(),
      }),
    ),
    { minLength: 1, maxLength, size: 'max' },
  );

/** Models chosen (the header, the option bar, a preset): before which action, and which (`a`). */
const modelChoices = (maxLength: number) =>
  fc.array(fc.noBias(fc.record({ at: fc.nat({ max: maxLength }), a: fc.nat({ max: 99 }) })), {
    maxLength: 4,
  });

/**
 * The actions of a run: the message actions, with models chosen between them. The choices are drawn
 * after the message actions, so the fixed seeds walk the same message orders as before the model
 * choice was part of the record (a choice changes no message).
 */
export const actions = (maxLength: number) =>
  fc.tuple(messageActions(maxLength), modelChoices(maxLength)).map(([steps, choices]) => {
    const merged: Action[] = [...steps];
    for (const choice of [...choices].sort((x, y) => y.at - x.at))
      merged.splice(Math.min(choice.at, merged.length), 0, { kind: 'model', a: choice.a, b: 0, flag: false });
    return merged;
  });

/** Settled saved replies the tab shows: what a new question may answer. */
function savedReplies(model: Model): string[] {
  return [...model.tab]
    .filter(([id, entry]) => /^r\d+$/.test(id) && !entry.submitting && model.server.has(id))
    .map(([id]) => id);
}

function questionsToRegenerate(model: Model): string[] {
  const busy = new Set(live(model).map(questionId));
  return [...model.tab]
    .filter(([id, entry]) => /^u\d+$/.test(id) && entry.user && model.server.has(id) && !busy.has(id))
    .map(([id]) => id);
}

function send(model: Model, action: Action): RecordEvent {
  const n = model.exchanges.length;
  const regenerable = questionsToRegenerate(model);
  if (action.flag && action.a % 2 === 0 && regenerable.length > 0) {
    const question = regenerable[action.b % regenerable.length] as string;
    const ex: Exchange = {
      n,
      regenerates: question,
      parent: model.server.get(question)?.parent ?? ROOT_PARENT_ID,
      named: false,
      live: true,
      tokens: 0,
      text: '',
      replyId: `${question}_`,
      sentAt: model.events,
      sentWith: model.chosen ?? ADDRESS_MODEL,
    };
    model.orders.add('regenerate');
    // A reply cut or stopped here under that id stays an earlier variant, under `<question>_<k>_`.
    const earlier = model.tab.get(ex.replyId);
    if (earlier && !earlier.error && (earlier.unfinished || earlier.cancelled)) {
      let k = 1;
      while (model.tab.has(`${ex.replyId}${k}_`)) k += 1;
      rename(model.tab, ex.replyId, `${ex.replyId}${k}_`, {});
      model.orders.add('regenerate beside a cut reply');
    }
    model.exchanges.push(ex);
    model.tab.set(ex.replyId, message({ parent: question, submitting: true }));
    return {
      type: 'send',
      userMessage: null,
      placeholder: { ...toMessage(ex.replyId, model.tab.get(ex.replyId)!, model.conversationId) },
    };
  }
  const parents = [ROOT_PARENT_ID, ...savedReplies(model)];
  // Mostly the latest saved reply (a new turn); sometimes the root or an older one (an edit's branch).
  const parent = action.flag ? (parents[action.b % parents.length] as string) : (parents.at(-1) as string);
  const ex: Exchange = {
    n,
    regenerates: null,
    parent,
    named: false,
    live: true,
    tokens: 0,
    text: '',
    replyId: `p${n}_`,
    sentAt: model.events,
    sentWith: model.chosen ?? ADDRESS_MODEL,
  };
  if (live(model).length > 0) model.orders.add('two streams');
  model.exchanges.push(ex);
  const question = message({ parent, text: `question ${n}`, user: true });
  const placeholder = message({ parent: `p${n}`, submitting: true });
  model.tab.set(`p${n}`, question);
  model.tab.set(ex.replyId, placeholder);
  return {
    type: 'send',
    userMessage: toMessage(`p${n}`, question, model.conversationId),
    placeholder: toMessage(ex.replyId, placeholder, model.conversationId),
  };
}

/** The server makes the conversation and saves the question. */
function serverCreates(model: Model, ex: Exchange): void {
  model.serverTitle ??= 'New Chat';
  if (!ex.regenerates) {
    model.server.set(`u${ex.n}`, message({ parent: ex.parent, text: `question ${ex.n}`, user: true }));
  }
}

/** The server's question of an exchange (as it saved it, or as it was asked if cleared since). */
function savedQuestion(model: Model, ex: Exchange): Message {
  const id = serverQuestionId(ex);
  const saved =
    model.server.get(id) ??
    model.tab.get(questionId(ex)) ??
    message({ parent: ex.parent, text: `question ${ex.n}`, user: true });
  return toMessage(id, saved, CONVERSATION_ID);
}

const done = (ex: Exchange) => {
  ex.live = false;
};

function finalEvent(model: Model, ex: Exchange, reply: Expected): RecordEvent {
  return {
    type: 'final',
    replyId: ex.replyId,
    userMessageId: questionId(ex),
    requestMessage: savedQuestion(model, ex),
    responseMessage: {
      ...toMessage(`r${ex.n}`, reply, CONVERSATION_ID),
      ...(reply.cancelled ? { finish_reason: 'incomplete' } : { finish_reason: 'stop' }),
    },
    conversation: serverConversation(model)!,
  };
}

/** The tab applies a final (or the abort's answer): the server's copies replace its own. */
function applyFinal(model: Model, ex: Exchange, reply: Expected): void {
  rename(model.tab, ex.replyId, `r${ex.n}`, { ...reply, submitting: false });
  ex.replyId = `r${ex.n}`;
  model.title = model.serverTitle;
  model.conversationId = CONVERSATION_ID;
}

/** The next event of one exchange's stream, in an order the server can produce. */
function step(model: Model, action: Action): RecordEvent | null {
  const running = live(model);
  if (running.length === 0) return null;
  const ex = running[action.a % running.length] as Exchange;
  const roll = action.b % 10;
  if (!ex.named) {
    if (roll <= 5) {
      if (model.events > ex.sentAt + 1) model.orders.add('late created');
      serverCreates(model, ex);
      const provisionalId = questionId(ex);
      ex.named = true;
      const question = serverQuestionId(ex);
      if (!ex.regenerates) {
        rename(model.tab, provisionalId, question, {});
      }
      // The server names a fresh chat: it keeps the model it was sent with, unless one is chosen.
      if (model.conversationId === null) {
        model.orders.add('named');
        model.chosen ??= ex.sentWith;
      }
      model.conversationId ??= CONVERSATION_ID;
      return {
        type: 'created',
        provisionalId,
        message: savedQuestion(model, ex),
        replyId: ex.replyId,
        renames: !ex.regenerates,
        sentWith: ex.sentWith,
      };
    }
    done(ex);
    if (roll === 6) {
      // A validation error: the server saved nothing and sends only a text.
      model.orders.add('error before created');
      update(model.tab, ex.replyId, { text: 'Prompt empty or too short', error: true, submitting: false });
      return { type: 'error', replyId: ex.replyId, error: { text: 'Prompt empty or too short' } };
    }
    if (roll === 7 || roll === 8) {
      // An HTTP error, or the connection broke before anything came.
      const text = roll === 7 ? 'HTTP 500' : 'Network response was not ok';
      model.orders.add(roll === 7 ? 'HTTP error' : 'drop before created');
      update(model.tab, ex.replyId, { text, error: true, submitting: false });
      return { type: 'failed', replyId: ex.replyId, dropped: roll === 8, text };
    }
    // Stop while `created` is on its way: the abort names no conversation (404), so nothing comes back,
    // and the server, which had made the question, writes the whole reply without the tab.
    model.orders.add('abort during created');
    update(model.tab, ex.replyId, { cancelled: true, submitting: false });
    serverCreates(model, ex);
    model.server.set(`r${ex.n}`, message({ parent: serverQuestionId(ex), text: `whole reply ${ex.n}` }));
    return { type: 'stopped', replyId: ex.replyId };
  }
  const question = serverQuestionId(ex);
  const next = action.b % 20;
  if (next <= 10) {
    ex.tokens += 1;
    ex.text = Array.from({ length: ex.tokens }, (_, i) => `w${ex.n}.${i}`).join(' ');
    update(model.tab, ex.replyId, { text: ex.text });
    // The server saves the partial now and then (always after the first token).
    if (ex.tokens === 1 || action.flag) {
      model.server.set(`r${ex.n}`, message({ parent: question, text: ex.text, unfinished: true }));
    }
    return { type: 'token', replyId: ex.replyId, text: ex.text };
  }
  done(ex);
  if (next <= 13 || next === 18) {
    // The final event (a final without tokens carries a reply that never streamed), or Stop answered
    // by the abort route with the partial saved as cancelled.
    const cancelled = next === 18;
    model.orders.add(
      cancelled ? 'abort answered by a final' : ex.tokens > 0 ? 'final' : 'final without tokens',
    );
    const text = cancelled || ex.tokens > 0 ? ex.text : `whole reply ${ex.n}`;
    const reply = message({ parent: question, text, cancelled });
    model.server.set(`r${ex.n}`, reply);
    const event = finalEvent(model, ex, reply);
    applyFinal(model, ex, reply);
    return event;
  }
  if (next <= 15) {
    // The server's error event after any tokens: it saved the error as the reply.
    const text = `Failed to send message ${ex.n}`;
    model.orders.add(ex.tokens > 0 ? 'error after tokens' : 'error right after created');
    model.server.set(`r${ex.n}`, message({ parent: question, text, error: true }));
    rename(model.tab, ex.replyId, `r${ex.n}`, { text, error: true, submitting: false });
    const event: RecordEvent = {
      type: 'error',
      replyId: ex.replyId,
      error: {
        text,
        messageId: `r${ex.n}`,
        parentMessageId: question,
        conversationId: CONVERSATION_ID,
        error: true,
      },
    };
    ex.replyId = `r${ex.n}`;
    return event;
  }
  if (next <= 17) {
    // The connection broke: the server keeps what it saved at the break (unfinished).
    model.orders.add(ex.tokens > 0 ? 'drop after tokens' : 'drop right after created');
    if (ex.tokens > 0) {
      model.server.set(`r${ex.n}`, message({ parent: question, text: ex.text, unfinished: true }));
      update(model.tab, ex.replyId, { unfinished: true, submitting: false });
    } else {
      update(model.tab, ex.replyId, { text: 'Network response was not ok', error: true, submitting: false });
    }
    return { type: 'failed', replyId: ex.replyId, dropped: true, text: 'Network response was not ok' };
  }
  // Stop on an endpoint without an abort route: what was written stays, and the server finishes alone.
  model.orders.add('stop without an abort route');
  update(model.tab, ex.replyId, { cancelled: true, submitting: false });
  model.server.set(`r${ex.n}`, message({ parent: question, text: `${ex.text} and the rest`.trim() }));
  return { type: 'stopped', replyId: ex.replyId };
}

/** Applies one action to the model and returns the record event it stands for (null: nothing to do). */
/** A stream older than the latest send still runs. */
const olderRunning = (model: Model): boolean => live(model).some((ex) => ex !== latest(model));

/** The server holds a saved partial of a reply being written, but not its question. */
const orphanedPartial = (model: Model): boolean =>
  live(model).some((ex) => model.server.has(`r${ex.n}`) && !model.server.has(serverQuestionId(ex)));

export interface DriveOptions {
  /** How many streams may run at once in the conversation. */
  maxLive: number;
  /**
   * Whether the server's copy may come (or a clear happen) while a stream older than the latest send
   * still runs; default yes.
   */
  syncBesideOlderStream?: boolean;
  /**
   * Whether the server's copy may come while it holds a saved partial of a reply being written but not
   * its question (cleared elsewhere meanwhile: the partial then hangs above its own question, see
   * conversation-record.defects.test.ts); default yes.
   */
  syncOrphanedPartial?: boolean;
}

export function drive(model: Model, action: Action, options: DriveOptions): RecordEvent | null {
  const event = nextEvent(model, action, options);
  if (event) model.events += 1;
  return event;
}

function nextEvent(model: Model, action: Action, options: DriveOptions): RecordEvent | null {
  switch (action.kind) {
    case 'send': {
      const running = live(model);
      return running.length < options.maxLive ? send(model, action) : step(model, action);
    }
    case 'step':
      return step(model, action);
    case 'sync': {
      if (options.syncBesideOlderStream === false && olderRunning(model)) return step(model, action);
      if (options.syncOrphanedPartial === false && orphanedPartial(model)) return step(model, action);
      const running = live(model);
      if (running.length > 0) model.orders.add('sync during a stream');
      if (running.some((ex) => model.server.has(`r${ex.n}`))) model.orders.add('sync beside a saved partial');
      if (running.some((ex) => !ex.named)) model.orders.add('sync before created');
      const event: RecordEvent = {
        type: 'sync',
        messages: serverMessages(model),
        conversation: serverConversation(model),
      };
      reconcileModel(model, true);
      return event;
    }
    case 'clear': {
      if (options.syncBesideOlderStream === false && olderRunning(model)) return step(model, action);
      // Cleared in another tab: the server holds no message of it any more.
      if (live(model).length > 0) model.orders.add('clear during a stream');
      model.server.clear();
      reconcileModel(model, false);
      // The tab learns of it as a server copy with nothing in it.
      return { type: 'sync', messages: [], conversation: null };
    }
    case 'rename': {
      // The title is server state (React Query), not the record's: a rename reaches the record as options.
      const title = `Title ${action.a}`;
      if (model.title === null) return null;
      model.title = title;
      if (model.serverTitle !== null) model.serverTitle = title;
      return { type: 'options', options: { title } };
    }
    case 'edit': {
      const busy = new Set(live(model).flatMap((ex) => [questionId(ex), ex.replyId]));
      const ids = [...model.tab.keys()].filter((id) => !busy.has(id) && model.server.has(id));
      const id = ids[action.a % Math.max(ids.length, 1)];
      if (id === undefined) return null;
      const text = `edited ${action.b}`;
      update(model.tab, id, { text });
      update(model.server, id, { text });
      return { type: 'edited', messageId: id, text };
    }
    case 'model': {
      // The header, the option bar or a preset, at any moment, a stream running or not.
      const chosen = CHOICES[action.a % CHOICES.length] ?? null;
      model.orders.add(chosen ? 'model chosen' : 'model dropped');
      model.chosen = chosen;
      return { type: 'model', model: chosen };
    }
    case 'variant': {
      const ids = [...model.tab.keys()];
      const id = ids[action.a % Math.max(ids.length, 1)];
      if (id === undefined) return null;
      return { type: 'step-variant', messageId: id, step: action.flag ? 1 : -1 };
    }
  }
}

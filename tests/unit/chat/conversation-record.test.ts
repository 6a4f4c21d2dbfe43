import {
  IDLE,
  applyEvent,
  holdsNothing,
  recordFromSeed,
  reconcile,
  type ConversationRecord,
  type RecordEvent,
} from '@/features/chat/lib/conversation-record';
import { visiblePath } from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

/**
 * The record's events one by one, for what the reference model of conversation-record.property.test.ts
 * does not drive: a seed, edits and the editor, resumed replies, variants, options, the model's details,
 * and the cases where an event must change nothing (the same record back, so nothing re-renders).
 */
const CONVERSATION: Conversation = { conversationId: 'c1', title: 'New Chat' };

const msg = (messageId: string, parentMessageId: string, fields: Partial<Message> = {}): Message => ({
  messageId,
  parentMessageId,
  conversationId: 'c1',
  text: messageId,
  isCreatedByUser: messageId.startsWith('u') || messageId.startsWith('p'),
  ...fields,
});

/** u1 -> a1 (saved), with the conversation named. */
const saved = (): ConversationRecord =>
  recordFromSeed({
    conversationId: 'c1',
    conversation: CONVERSATION,
    messages: [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1')],
  });

const apply = (record: ConversationRecord, ...events: RecordEvent[]) => events.reduce(applyEvent, record);

/** A send of p2 under a1, its reply p2_ streaming. */
const sendP2: RecordEvent = {
  type: 'send',
  userMessage: msg('p2', 'a1'),
  placeholder: msg('p2_', 'p2', { text: '', submitting: true }),
};

describe('recordFromSeed', () => {
  it('starts empty and idle without a seed', () => {
    const record = recordFromSeed(null);
    expect(record).toMatchObject({ conversationId: null, conversation: null, editingId: null, model: null });
    expect(record.stream).toEqual(IDLE);
    expect(record.siblingIndex).toEqual({});
    expect(record.tree.byId.size).toBe(0);
  });

  it('builds the tree of a loaded conversation', () => {
    const record = saved();
    expect(record.conversationId).toBe('c1');
    expect(record.conversation).toBe(CONVERSATION);
    expect(visiblePath(record.tree, record.siblingIndex)).toEqual(['u1', 'a1']);
  });
});

describe('send and its stream', () => {
  it('shows the question and the placeholder and says which reply is written', () => {
    const record = apply(saved(), sendP2);
    expect(visiblePath(record.tree, record.siblingIndex)).toEqual(['u1', 'a1', 'p2', 'p2_']);
    expect(record.stream).toEqual({
      status: 'streaming',
      replies: [{ replyId: 'p2_', userMessageId: 'p2' }],
    });
  });

  it('names the root as the question of a placeholder without a parent', () => {
    const record = apply(recordFromSeed(null), {
      type: 'send',
      userMessage: null,
      placeholder: { messageId: 'x_', text: '', isCreatedByUser: false, submitting: true },
    });
    expect(record.stream).toEqual({ status: 'streaming', replies: [{ replyId: 'x_', userMessageId: '' }] });
  });

  it('replaces the edited message, and closes the editor only when its message went', () => {
    const editing = apply(saved(), { type: 'editing', messageId: 'a1' });
    const kept = apply(editing, {
      type: 'send',
      userMessage: null,
      placeholder: msg('u1_', 'u1', { text: '', submitting: true }),
    });
    expect(kept.editingId).toBe('a1');
    const replaced = apply(editing, {
      type: 'send',
      replacesId: 'a1',
      userMessage: null,
      placeholder: msg('u1_', 'u1', { text: 'a1 and more', submitting: true }),
    });
    expect(replaced.tree.byId.has('a1')).toBe(false);
    expect(replaced.tree.childrenOf.get('u1')).toEqual(['u1_']);
    expect(replaced.editingId).toBeNull();
  });

  it('renames the question at created, keeps its images and moves the reply under it', () => {
    const images = [{ url: 'https://img.example/1.png' }];
    const sent = apply(saved(), {
      ...sendP2,
      userMessage: msg('p2', 'a1', { image_urls: images }),
    } as RecordEvent);
    const created = apply(sent, {
      type: 'created',
      provisionalId: 'p2',
      message: msg('u2', 'a1', { isCreatedByUser: false, conversationId: 'c1' }),
      replyId: 'p2_',
      renames: true,
    });
    expect(created.tree.byId.has('p2')).toBe(false);
    expect(created.tree.byId.get('u2')).toMatchObject({ isCreatedByUser: true, image_urls: images });
    expect(created.tree.byId.get('p2_')?.parentMessageId).toBe('u2');
    expect(created.tree.parentOf.get('p2_')).toBe('u2');
    expect(created.stream).toEqual({
      status: 'streaming',
      replies: [{ replyId: 'p2_', userMessageId: 'u2' }],
    });
  });

  it('takes the server images when the question had none', () => {
    const images = [{ url: 'https://img.example/2.png' }];
    const created = apply(saved(), sendP2, {
      type: 'created',
      provisionalId: 'p2',
      message: msg('u2', 'a1', { image_urls: images }),
      replyId: 'p2_',
      renames: true,
    });
    expect(created.tree.byId.get('u2')?.image_urls).toEqual(images);
  });

  it('does not rename when told not to, when the id is the same, or when the question is gone', () => {
    const sent = apply(recordFromSeed(null), sendP2);
    const created = (renames: boolean, id: string, provisionalId = 'p2'): RecordEvent => ({
      type: 'created',
      provisionalId,
      message: msg(id, 'a1', { conversationId: 'c9' }),
      replyId: 'p2_',
      renames,
    });
    for (const event of [created(false, 'u2'), created(true, 'p2'), created(true, 'u2', 'gone')]) {
      const next = apply(sent, event);
      expect(next.tree).toBe(sent.tree);
      expect(next.stream).toEqual(sent.stream);
      expect(next.conversationId).toBe('c9');
    }
  });

  it('keeps the conversation id it has, and gets none from a created without one', () => {
    const sent = apply(saved(), sendP2);
    const event: RecordEvent = {
      type: 'created',
      provisionalId: 'p2',
      message: msg('p2', 'a1', { conversationId: 'other' }),
      replyId: 'p2_',
      renames: false,
    };
    expect(apply(sent, event)).toBe(sent);
    const fresh = apply(recordFromSeed(null), sendP2);
    expect(apply(fresh, { ...event, message: msg('p2', 'a1', { conversationId: null }) })).toBe(fresh);
  });

  it('renames the question of one of two streams, and only the entry of that stream (issue #44)', () => {
    const sent = apply(saved(), sendP2, {
      type: 'resumed',
      userMessageId: 'u1',
      reply: msg('r9', 'u1', { text: 'elsewhere' }),
    });
    const next = apply(sent, {
      type: 'created',
      provisionalId: 'p2',
      message: msg('u2', 'a1'),
      replyId: 'p2_',
      renames: true,
    });
    expect(next.tree.parentOf.get('p2_')).toBe('u2');
    expect(next.stream).toEqual({
      status: 'streaming',
      replies: [
        { replyId: 'p2_', userMessageId: 'u2' },
        { replyId: 'r9', userMessageId: 'u1' },
      ],
    });
  });

  it('renames the question at a created whose reply the record does not hold, adding nothing', () => {
    const record = recordFromSeed({ conversationId: null, conversation: null, messages: [msg('p2', 'a1')] });
    const next = apply(record, {
      type: 'created',
      provisionalId: 'p2',
      message: msg('u2', 'a1'),
      replyId: 'p2_',
      renames: true,
    });
    expect([...next.tree.byId.keys()]).toEqual(['u2']);
    expect(next.stream).toEqual(IDLE);
  });

  it('writes tokens and plugins into the reply, and nothing when nothing changed', () => {
    const sent = apply(saved(), sendP2);
    const plugins = [{ runId: 'run-1', loading: true }];
    const typed = apply(sent, { type: 'token', replyId: 'p2_', text: 'Hi' });
    expect(typed.tree.byId.get('p2_')?.text).toBe('Hi');
    expect(typed.tree.byId.get('p2_')?.plugins).toBeUndefined();
    expect(apply(typed, { type: 'token', replyId: 'p2_', text: 'Hi' })).toBe(typed);
    const withPlugins = apply(typed, { type: 'token', replyId: 'p2_', text: 'Hi', plugins });
    expect(withPlugins.tree.byId.get('p2_')).toMatchObject({ text: 'Hi', plugins });
    expect(apply(withPlugins, { type: 'token', replyId: 'p2_', text: 'Hi', plugins })).toBe(withPlugins);
    expect(apply(sent, { type: 'token', replyId: 'unknown', text: 'x' })).toBe(sent);
    const saved2 = saved();
    expect(apply(saved2, { type: 'token', replyId: 'a1', text: 'rewritten' })).toBe(saved2);
  });

  it('swaps in the server copies at the final and keeps fields only the tab had', () => {
    const sent = apply(saved(), { ...sendP2, userMessage: msg('p2', 'a1', { model: 'tab-model' }) });
    const done = apply(sent, {
      type: 'final',
      replyId: 'p2_',
      userMessageId: 'p2',
      requestMessage: msg('p2', 'a1', { text: 'server text' }),
      responseMessage: msg('r2', 'p2', { text: 'answer', submitting: true }),
      conversation: { conversationId: 'c1', title: 'Named' },
    });
    expect(done.tree.byId.get('p2')).toMatchObject({ text: 'server text', model: 'tab-model' });
    expect(done.tree.byId.get('r2')).toMatchObject({ text: 'answer', submitting: false });
    expect(done.stream).toEqual(IDLE);
    expect(done.conversation).toEqual({ conversationId: 'c1', title: 'Named' });
    expect(done.conversationId).toBe('c1');
  });

  it('ends the stream at a final that names the reply by its server id', () => {
    const resumed = apply(saved(), { type: 'resumed', userMessageId: 'u1', reply: msg('r5', 'u1') });
    const done = apply(resumed, {
      type: 'final',
      replyId: 'other_',
      userMessageId: 'u1',
      requestMessage: msg('u1', ROOT_PARENT_ID),
      responseMessage: msg('r5', 'u1', { text: 'all' }),
      conversation: CONVERSATION,
    });
    expect(done.stream).toEqual(IDLE);
  });

  it('turns an error into the error reply, or only ends the stream when the placeholder is gone', () => {
    const sent = apply(saved(), sendP2);
    const failed = apply(sent, { type: 'error', replyId: 'p2_', error: { text: 'boom' } });
    expect(failed.tree.byId.get('p2_')).toMatchObject({ text: 'boom', error: true, submitting: false });
    expect(failed.stream).toEqual(IDLE);
    const gone = apply(sent, { type: 'error', replyId: 'elsewhere_', error: { text: 'boom' } });
    expect(gone.tree).toBe(sent.tree);
    expect(gone.stream).toEqual(sent.stream);
  });

  it('keeps a dropped text unfinished, and makes an empty or refused reply an error', () => {
    const typed = apply(saved(), sendP2, { type: 'token', replyId: 'p2_', text: 'Half' });
    const dropped = apply(typed, { type: 'failed', replyId: 'p2_', dropped: true, text: 'Network' });
    expect(dropped.tree.byId.get('p2_')).toMatchObject({ text: 'Half', unfinished: true, submitting: false });
    expect(dropped.stream).toEqual(IDLE);
    const refused = apply(typed, { type: 'failed', replyId: 'p2_', dropped: false, text: 'HTTP 500' });
    expect(refused.tree.byId.get('p2_')).toMatchObject({ text: 'HTTP 500', error: true });
    const empty = apply(saved(), sendP2, { type: 'failed', replyId: 'p2_', dropped: true, text: 'Network' });
    expect(empty.tree.byId.get('p2_')).toMatchObject({ text: 'Network', error: true });
    // A reply no longer being written is left as it is.
    expect(apply(dropped, { type: 'failed', replyId: 'p2_', dropped: false, text: 'late' }).tree).toBe(
      dropped.tree,
    );
  });

  it('marks a stopped reply cancelled and incomplete, once', () => {
    const typed = apply(saved(), sendP2, { type: 'token', replyId: 'p2_', text: 'Part' });
    const stopped = apply(typed, { type: 'stopped', replyId: 'p2_' });
    expect(stopped.tree.byId.get('p2_')).toMatchObject({
      text: 'Part',
      submitting: false,
      cancelled: true,
      finish_reason: 'incomplete',
    });
    expect(stopped.stream).toEqual(IDLE);
    expect(apply(stopped, { type: 'stopped', replyId: 'p2_' })).toBe(stopped);
    expect(apply(stopped, { type: 'stopped', replyId: 'unknown' })).toBe(stopped);
  });
});

describe('a reply written without a stream to this tab (resumed)', () => {
  const resumed = () =>
    apply(saved(), {
      type: 'resumed',
      userMessageId: 'u1',
      reply: msg('a2', 'u1', { text: 'so far', unfinished: true, error: true }),
    });

  it('shows it as being written', () => {
    const record = resumed();
    expect(record.tree.byId.get('a2')).toMatchObject({ submitting: true, unfinished: false, error: false });
    expect(record.stream).toEqual({ status: 'streaming', replies: [{ replyId: 'a2', userMessageId: 'u1' }] });
  });

  it('follows its saved copies, under a new id too, until it is done', () => {
    const record = resumed();
    const grown = apply(record, {
      type: 'resume-progress',
      replyId: 'a2',
      reply: msg('a2', 'u1', { text: 'so far and more', unfinished: true }),
      done: false,
    });
    expect(grown.tree.byId.get('a2')).toMatchObject({
      text: 'so far and more',
      submitting: true,
      unfinished: false,
    });
    // The stream is unchanged: the same object, so nothing that reads it re-renders.
    expect(grown.stream).toBe(record.stream);
    const renamed = apply(grown, {
      type: 'resume-progress',
      replyId: 'a2',
      reply: msg('a3', 'u1', { text: 'renamed' }),
      done: false,
    });
    expect(renamed.stream).toEqual({
      status: 'streaming',
      replies: [{ replyId: 'a3', userMessageId: 'u1' }],
    });
    const done = apply(renamed, {
      type: 'resume-progress',
      replyId: 'a3',
      reply: msg('a4', 'u1', { text: 'whole', unfinished: true }),
      done: true,
    });
    expect(done.tree.byId.get('a4')).toMatchObject({ text: 'whole', submitting: false, unfinished: true });
    expect(done.stream).toEqual(IDLE);
  });

  it('ignores a copy of a reply it does not hold, and renames only the stream it names', () => {
    const record = resumed();
    expect(
      apply(record, { type: 'resume-progress', replyId: 'zz', reply: msg('zz', 'u1'), done: true }),
    ).toBe(record);
    const other = apply(record, sendP2);
    /** The live replies after `replyId`'s saved copy comes back as `newId` (an answer to `question`). */
    const streamAfterRename = (replyId: string, newId: string, question: string) =>
      apply(other, { type: 'resume-progress', replyId, reply: msg(newId, question), done: false }).stream;
    expect(streamAfterRename('a2', 'a5', 'u1')).toEqual({
      status: 'streaming',
      replies: [
        { replyId: 'a5', userMessageId: 'u1' },
        { replyId: 'p2_', userMessageId: 'p2' },
      ],
    });
    // The second of two renamed: the first keeps its name.
    expect(streamAfterRename('p2_', 'a9', 'p2')).toEqual({
      status: 'streaming',
      replies: [
        { replyId: 'a2', userMessageId: 'u1' },
        { replyId: 'a9', userMessageId: 'p2' },
      ],
    });
  });
});

describe('edits, variants and options', () => {
  it('saves an edited text, and nothing when the text or the message is the same or unknown', () => {
    const record = saved();
    const edited = apply(record, { type: 'edited', messageId: 'a1', text: 'better' });
    expect(edited.tree.byId.get('a1')?.text).toBe('better');
    expect(apply(edited, { type: 'edited', messageId: 'a1', text: 'better' })).toBe(edited);
    expect(apply(record, { type: 'edited', messageId: 'nope', text: 'x' })).toBe(record);
  });

  it('opens and closes the editor on messages it holds', () => {
    const record = saved();
    const open = apply(record, { type: 'editing', messageId: 'u1' });
    expect(open.editingId).toBe('u1');
    expect(apply(open, { type: 'editing', messageId: 'u1' })).toBe(open);
    expect(apply(record, { type: 'editing', messageId: 'nope' })).toBe(record);
    expect(apply(open, { type: 'editing', messageId: null }).editingId).toBeNull();
  });

  it('steps between variants within their count', () => {
    const record = recordFromSeed({
      conversationId: 'c1',
      conversation: CONVERSATION,
      messages: [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1'), msg('a2', 'u1'), msg('a3', 'u1')],
    });
    // a3 is shown (3/3); one step older shows a2.
    const older = apply(record, { type: 'step-variant', messageId: 'a3', step: -1 });
    expect(older.siblingIndex).toEqual({ u1: 1 });
    expect(visiblePath(older.tree, older.siblingIndex)).toEqual(['u1', 'a2']);
    const oldest = apply(older, { type: 'step-variant', messageId: 'a2', step: -5 });
    expect(oldest.siblingIndex).toEqual({ u1: 2 });
    expect(apply(oldest, { type: 'step-variant', messageId: 'a1', step: -1 })).toBe(oldest);
    const newest = apply(oldest, { type: 'step-variant', messageId: 'a1', step: 9 });
    expect(newest.siblingIndex).toEqual({ u1: 0 });
    expect(apply(newest, { type: 'step-variant', messageId: 'a3', step: 1 })).toBe(newest);
    expect(apply(record, { type: 'step-variant', messageId: 'nope', step: 1 })).toBe(record);
  });

  it('resets the variant shown when a new one arrives', () => {
    const record = recordFromSeed({
      conversationId: 'c1',
      conversation: CONVERSATION,
      messages: [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1'), msg('a2', 'u1')],
    });
    const older = apply(record, { type: 'step-variant', messageId: 'a2', step: -1 });
    const regenerated = apply(older, {
      type: 'send',
      userMessage: null,
      placeholder: msg('u1_', 'u1', { text: '', submitting: true }),
    });
    expect(regenerated.siblingIndex).toEqual({});
    expect(visiblePath(regenerated.tree, regenerated.siblingIndex)).toEqual(['u1', 'u1_']);
  });

  it('keeps options in the conversation, making one for a fresh chat', () => {
    const fresh = apply(recordFromSeed(null), { type: 'options', options: { model: 'gpt-4o' } });
    expect(fresh.conversation).toEqual({ conversationId: 'new', title: 'New Chat', model: 'gpt-4o' });
    const named = apply(saved(), { type: 'options', options: { temperature: 0.5 } });
    expect(named.conversation).toEqual({ ...CONVERSATION, temperature: 0.5 });
    const sent = apply(recordFromSeed(null), sendP2, {
      type: 'created',
      provisionalId: 'p2',
      message: msg('u2', 'a1'),
      replyId: 'p2_',
      renames: true,
    });
    expect(apply(sent, { type: 'options', options: {} }).conversation).toEqual({
      conversationId: 'c1',
      title: 'New Chat',
    });
  });
});

describe('the model chosen for the conversation', () => {
  const CLAUDE = { endpoint: 'claude', model: 'claude-sonnet-4-5' };
  const MINI = { endpoint: 'openAI', model: 'gpt-4o-mini' };
  /** The server names the chat at its first question, sent with gpt-4o-mini. */
  const named: RecordEvent = {
    type: 'created',
    provisionalId: 'p2',
    message: msg('u2', 'a1'),
    replyId: 'p2_',
    renames: true,
    sentWith: MINI,
  };

  it('is set, changed and dropped; the same model again changes nothing', () => {
    // A resolved choice carries more than the endpoint and the model: only those two are kept.
    const resolved = { ...CLAUDE, switched: null };
    const chosen = apply(saved(), { type: 'model', model: resolved });
    expect(chosen.model).toEqual(CLAUDE);
    expect(apply(chosen, { type: 'model', model: { ...CLAUDE } })).toBe(chosen);
    expect(apply(chosen, { type: 'model', model: MINI }).model).toEqual(MINI);
    // The same name on another endpoint, another model on the same endpoint: each is another choice.
    const elsewhere = { endpoint: 'anthropic', model: CLAUDE.model };
    expect(apply(chosen, { type: 'model', model: elsewhere }).model).toEqual(elsewhere);
    const other = { endpoint: CLAUDE.endpoint, model: 'claude-sonnet-4' };
    expect(apply(chosen, { type: 'model', model: other }).model).toEqual(other);
    expect(apply(chosen, { type: 'model', model: null }).model).toBeNull();
    const none = saved();
    expect(apply(none, { type: 'model', model: null })).toBe(none);
  });

  it('leaves the messages, the stream and the conversation as they are', () => {
    const streaming = apply(saved(), sendP2);
    const chosen = apply(streaming, { type: 'model', model: CLAUDE });
    expect(chosen.tree).toBe(streaming.tree);
    expect(chosen.stream).toBe(streaming.stream);
    expect(chosen.conversation).toBe(streaming.conversation);
  });

  it('is the model a fresh chat was sent with once the server names it, unless one was chosen', () => {
    const sent = apply(recordFromSeed(null), sendP2);
    expect(apply(sent, named).model).toEqual(MINI);
    const chosen = apply(recordFromSeed(null), { type: 'model', model: CLAUDE }, sendP2, named);
    expect(chosen.model).toEqual(CLAUDE);
  });

  it('is not pinned by a send into a conversation already named, nor by one without a model', () => {
    expect(apply(saved(), sendP2, named).model).toBeNull();
    const { sentWith: _none, ...withoutModel } = named as Extract<RecordEvent, { type: 'created' }>;
    expect(apply(recordFromSeed(null), sendP2, withoutModel).model).toBeNull();
  });

  it('is all a record holds that was chosen before its conversation loaded', () => {
    const chosen = apply(recordFromSeed(null), { type: 'model', model: CLAUDE });
    expect(holdsNothing(chosen)).toBe(true);
    expect(holdsNothing(saved())).toBe(false);
    expect(holdsNothing(apply(recordFromSeed(null), sendP2))).toBe(false);
    expect(holdsNothing(apply(recordFromSeed(null), { type: 'options', options: { temperature: 1 } }))).toBe(
      false,
    );
    // Each on its own: a name, a message, a reply being written.
    const empty = recordFromSeed(null);
    expect(holdsNothing({ ...empty, conversationId: 'c1' })).toBe(false);
    expect(holdsNothing({ ...empty, tree: apply(empty, sendP2).tree })).toBe(false);
    expect(holdsNothing({ ...empty, stream: apply(empty, sendP2).stream })).toBe(false);
  });
});

describe('reconcile', () => {
  it('returns the same record when the server copy changes nothing', () => {
    const record = saved();
    expect(reconcile(record, [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1')], CONVERSATION)).toBe(record);
    expect(reconcile(record, [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1')], null)).toBe(record);
  });

  it('takes a changed conversation but keeps the tree object when the messages are the same', () => {
    const record = saved();
    const next = reconcile(record, [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1')], {
      ...CONVERSATION,
      title: 'Renamed',
    });
    expect(next.tree).toBe(record.tree);
    expect(next.conversation?.title).toBe('Renamed');
  });

  it('sees a changed text, parent or flag as a change', () => {
    const record = saved();
    const variants: Partial<Message>[] = [
      { text: 'other' },
      { error: true },
      { cancelled: true },
      { submitting: true },
    ];
    for (const fields of variants) {
      const next = reconcile(record, [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1', fields)], null);
      expect(next.tree.byId.get('a1'), JSON.stringify(fields)).toMatchObject(fields);
    }
    const moved = reconcile(record, [msg('u1', ROOT_PARENT_ID), msg('a1', ROOT_PARENT_ID)], null);
    expect(moved.tree.parentOf.get('a1')).toBe(ROOT_PARENT_ID);
    const other = reconcile(record, [msg('u1', ROOT_PARENT_ID), msg('b1', 'u1', { text: 'a1' })], null);
    expect([...other.tree.byId.keys()]).toEqual(['u1', 'b1']);
  });

  it('ignores a copy older than the reply the tab holds whole', () => {
    const record = saved();
    const stale = [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1', { text: 'a', unfinished: true })];
    expect(reconcile(record, stale, CONVERSATION)).toBe(record);
    // The tab's own copy unfinished, errored or cancelled: the server's is not older, and wins.
    const held = (fields: Partial<Message>) =>
      recordFromSeed({
        conversationId: 'c1',
        conversation: CONVERSATION,
        messages: [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1', fields)],
      });
    for (const fields of [{ unfinished: true }, { error: true }, { cancelled: true }]) {
      expect(reconcile(held(fields), stale, CONVERSATION).tree.byId.get('a1')?.text).toBe('a');
    }
    // Being written here: not older either, but the tab's copy is ahead.
    const writing = held({ submitting: true });
    expect(reconcile(writing, stale, { ...CONVERSATION, title: 'x' }).tree).toBe(writing.tree);
    // Only the server's unfinished copies count, and only of messages the tab holds.
    const newer = [
      msg('u1', ROOT_PARENT_ID),
      msg('a1', 'u1', { text: 'a' }),
      msg('z', 'a1', { unfinished: true }),
    ];
    expect(reconcile(record, newer, CONVERSATION).tree.byId.get('a1')?.text).toBe('a');
  });

  it('drops what the server no longer holds, with the editor on it, and learns the id', () => {
    const record = apply(recordFromSeed({ conversationId: null, conversation: null, messages: [] }), {
      type: 'options',
      options: {},
    });
    const withMessages = reconcile(record, [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1')], CONVERSATION);
    expect(withMessages.conversationId).toBe('c1');
    const editing = apply(withMessages, { type: 'editing', messageId: 'a1' });
    const cleared = apply(editing, { type: 'sync', messages: [], conversation: null });
    expect(cleared.tree.byId.size).toBe(0);
    expect(cleared.editingId).toBeNull();
    const keeps = apply(editing, { type: 'sync', messages: [msg('a1', ROOT_PARENT_ID)], conversation: null });
    expect(keeps.editingId).toBe('a1');
    expect(keeps.conversationId).toBe('c1');
  });

  it('keeps a failed reply only the tab holds while the server holds its question and no reply to it', () => {
    const failed = apply(
      saved(),
      { type: 'send', userMessage: null, placeholder: msg('u1_', 'u1', { text: '', submitting: true }) },
      { type: 'failed', replyId: 'u1_', dropped: false, text: 'HTTP 500' },
    );
    const kept = reconcile(failed, [msg('u1', ROOT_PARENT_ID)], null);
    expect(kept.tree.childrenOf.get('u1')).toEqual(['u1_']);
    // The server has a reply to the question (the copy it saved): that one is the truth.
    const answered = reconcile(failed, [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1')], null);
    expect(answered.tree.childrenOf.get('u1')).toEqual(['a1']);
    const gone = reconcile(failed, [msg('a1', ROOT_PARENT_ID)], null);
    expect(gone.tree.byId.has('u1_')).toBe(false);
    // A saved reply (not a placeholder id) with the same flags is the server's to keep or drop.
    const erred = reconcile(
      recordFromSeed({
        conversationId: 'c1',
        conversation: CONVERSATION,
        messages: [msg('u1', ROOT_PARENT_ID), msg('a9', 'u1', { error: true })],
      }),
      [msg('u1', ROOT_PARENT_ID)],
      null,
    );
    expect(erred.tree.byId.has('a9')).toBe(false);
  });

  it('keeps a cancelled or unfinished placeholder under a held question, not a plain one', () => {
    const base = apply(saved(), {
      type: 'send',
      userMessage: null,
      placeholder: msg('u1_', 'u1', { text: 'part', submitting: true }),
    });
    const server = [msg('u1', ROOT_PARENT_ID)];
    const cancelled = apply(base, { type: 'stopped', replyId: 'u1_' });
    expect(reconcile(cancelled, server, null).tree.byId.has('u1_')).toBe(true);
    const unfinished = apply(base, { type: 'failed', replyId: 'u1_', dropped: true, text: 'net' });
    expect(reconcile(unfinished, server, null).tree.byId.has('u1_')).toBe(true);
    const plain = recordFromSeed({
      conversationId: 'c1',
      conversation: CONVERSATION,
      messages: [...server, msg('u1_', 'u1', { text: 'settled' })],
    });
    expect(reconcile(plain, server, null).tree.byId.has('u1_')).toBe(false);
    const notPlaceholder = recordFromSeed({
      conversationId: 'c1',
      conversation: CONVERSATION,
      messages: [...server, msg('x9', 'u1', { cancelled: true })],
    });
    expect(reconcile(notPlaceholder, server, null).tree.byId.has('x9')).toBe(false);
  });

  it('keeps the reply being written ahead of its saved copy, and a message still marked as written', () => {
    const typed = apply(saved(), sendP2, { type: 'token', replyId: 'p2_', text: 'ahead' });
    const next = reconcile(
      typed,
      [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1'), msg('p2_', 'p2', { text: 'behind' })],
      null,
    );
    expect(next.tree.byId.get('p2_')?.text).toBe('ahead');
    expect(next.tree.byId.get('p2')).toBeDefined();
    const marked = recordFromSeed({
      conversationId: 'c1',
      conversation: CONVERSATION,
      messages: [msg('u1', ROOT_PARENT_ID), msg('w1', 'u1', { submitting: true, text: 'mine' })],
    });
    const kept = reconcile(marked, [msg('u1', ROOT_PARENT_ID), msg('w1', 'u1', { text: 'server' })], null);
    expect(kept.tree.byId.get('w1')?.text).toBe('mine');
    expect(reconcile(marked, [msg('u1', ROOT_PARENT_ID)], null).tree.byId.has('w1')).toBe(true);
  });

  it('keeps the reply the stream names, whatever its flags, and lets the server win elsewhere', () => {
    // The stream field alone says what is being written: a placeholder without `submitting` stays.
    const sent = apply(saved(), {
      type: 'send',
      userMessage: null,
      placeholder: msg('u1_', 'u1', { text: 'being written' }),
    });
    const kept = reconcile(sent, [msg('u1', ROOT_PARENT_ID)], null);
    expect(kept.tree.byId.get('u1_')?.text).toBe('being written');
    // A failed placeholder that the server also holds: the server's copy wins.
    const failed = apply(sent, { type: 'error', replyId: 'u1_', error: { text: 'boom' } });
    const synced = reconcile(failed, [msg('u1', ROOT_PARENT_ID), msg('u1_', 'u1', { text: 'server' })], null);
    expect(synced.tree.byId.get('u1_')).toMatchObject({ text: 'server' });
    expect(synced.tree.byId.get('u1_')?.error).toBeFalsy();
  });

  it('takes the server copy that finished a reply the tab holds unfinished, with the same text', () => {
    const held = recordFromSeed({
      conversationId: 'c1',
      conversation: CONVERSATION,
      messages: [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1', { text: 'Hello', unfinished: true })],
    });
    const next = reconcile(held, [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1', { text: 'Hello' })], null);
    expect(next.tree.byId.get('a1')?.unfinished).toBeFalsy();
  });

  it('hides only the saved partial of a regenerate, not a reply the server finished or one cut here', () => {
    // u1 was answered by a1 (cut here: the tab holds p_ unfinished, the server a1 unfinished), then
    // regenerated (u1_ being written, its partial saved as a2), and the server also holds a finished a3.
    const record = apply(
      recordFromSeed({
        conversationId: 'c1',
        conversation: CONVERSATION,
        messages: [msg('u1', ROOT_PARENT_ID), msg('u1x_', 'u1', { text: 'cut', unfinished: true })],
      }),
      { type: 'send', userMessage: null, placeholder: msg('u1_', 'u1', { text: 'new', submitting: true }) },
    );
    const next = reconcile(
      record,
      [
        msg('u1', ROOT_PARENT_ID),
        msg('a1', 'u1', { text: 'cut', unfinished: true }),
        msg('a3', 'u1', { text: 'finished elsewhere' }),
        msg('a2', 'u1', { text: 'ne', unfinished: true }),
      ],
      null,
    );
    expect([...(next.tree.childrenOf.get('u1') ?? [])].sort()).toEqual(['a1', 'a3', 'u1_']);
  });

  it('merges the server conversation into the one it holds, field by field', () => {
    const record = apply(saved(), { type: 'options', options: { model: 'gpt-4o' } });
    const next = reconcile(record, [msg('u1', ROOT_PARENT_ID), msg('a1', 'u1')], {
      conversationId: 'c1',
      title: 'New Chat',
      endpoint: 'openAI',
    });
    expect(next.conversation).toEqual({ ...CONVERSATION, model: 'gpt-4o', endpoint: 'openAI' });
    const fresh = reconcile(recordFromSeed(null), [], CONVERSATION);
    expect(fresh.conversation).toEqual(CONVERSATION);
    expect(fresh.conversationId).toBe('c1');
  });
});

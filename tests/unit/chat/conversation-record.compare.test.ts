import {
  IDLE,
  applyEvent,
  isWriting,
  liveRepliesOf,
  recordFromSeed,
  type ConversationRecord,
  type RecordEvent,
} from '@/features/chat/lib/conversation-record';
import { siblingInfo } from '@/lib/message-tree';
import type { Conversation } from '@/lib/schemas/conversation';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

/**
 * Issue #44: a comparison writes one answer per model to one question at once. The record's one
 * `stream` field lists every reply being written; each ends on its own.
 */
const CONVERSATION: Conversation = { conversationId: 'c1', title: 'New Chat' };

const msg = (messageId: string, parentMessageId: string, fields: Partial<Message> = {}): Message => ({
  messageId,
  parentMessageId,
  conversationId: 'c1',
  text: '',
  isCreatedByUser: false,
  ...fields,
});

const apply = (record: ConversationRecord, ...events: RecordEvent[]) => events.reduce(applyEvent, record);

/** p1 sent to the first model; the server names it u1; two more models are asked about u1. */
function comparing(): ConversationRecord {
  return apply(
    recordFromSeed(null),
    {
      type: 'send',
      userMessage: msg('p1', ROOT_PARENT_ID, { isCreatedByUser: true, text: 'Q' }),
      placeholder: msg('p1_', 'p1', { submitting: true, model: 'gpt-4o-mini' }),
    },
    {
      type: 'created',
      provisionalId: 'p1',
      message: msg('u1', ROOT_PARENT_ID, { isCreatedByUser: true, text: 'Q' }),
      replyId: 'p1_',
      renames: true,
    },
    {
      type: 'send',
      userMessage: null,
      placeholder: msg('u1_claude_', 'u1', { submitting: true, model: 'claude' }),
    },
    {
      type: 'send',
      userMessage: null,
      placeholder: msg('u1_gemini_', 'u1', { submitting: true, model: 'gemini' }),
    },
  );
}

describe('three answers written at once to one question', () => {
  it('lists every stream in the order it started, each under the question the server named', () => {
    const record = comparing();
    expect(record.stream).toEqual({
      status: 'streaming',
      replies: [
        { replyId: 'p1_', userMessageId: 'u1' },
        { replyId: 'u1_claude_', userMessageId: 'u1' },
        { replyId: 'u1_gemini_', userMessageId: 'u1' },
      ],
    });
    expect(siblingInfo(record.tree, 'p1_', record.siblingIndex)?.count).toBe(3);
    expect(isWriting(record.stream, 'u1_claude_')).toBe(true);
    expect(isWriting(record.stream, 'u1')).toBe(false);
    expect(liveRepliesOf(IDLE)).toEqual([]);
  });

  it('tokens reach their own reply only', () => {
    const record = apply(
      comparing(),
      { type: 'token', replyId: 'u1_claude_', text: 'Claude says' },
      { type: 'token', replyId: 'p1_', text: 'Mini says' },
    );
    expect(record.tree.byId.get('u1_claude_')?.text).toBe('Claude says');
    expect(record.tree.byId.get('p1_')?.text).toBe('Mini says');
    expect(record.tree.byId.get('u1_gemini_')?.text).toBe('');
  });

  it('a stop, an error and a final each end their own stream; the others stay listed', () => {
    const stopped = apply(
      comparing(),
      { type: 'token', replyId: 'u1_claude_', text: 'Half' },
      { type: 'stopped', replyId: 'u1_claude_' },
    );
    expect(stopped.tree.byId.get('u1_claude_')).toMatchObject({
      cancelled: true,
      submitting: false,
      text: 'Half',
    });
    expect(liveRepliesOf(stopped.stream).map((reply) => reply.replyId)).toEqual(['p1_', 'u1_gemini_']);

    const failed = apply(stopped, { type: 'error', replyId: 'u1_gemini_', error: { text: 'Boom' } });
    expect(failed.tree.byId.get('u1_gemini_')).toMatchObject({ error: true, text: 'Boom' });
    expect(liveRepliesOf(failed.stream)).toEqual([{ replyId: 'p1_', userMessageId: 'u1' }]);

    const done = apply(failed, {
      type: 'final',
      replyId: 'p1_',
      userMessageId: 'u1',
      requestMessage: msg('u1', ROOT_PARENT_ID, { isCreatedByUser: true, text: 'Q' }),
      responseMessage: msg('r1', 'u1', { text: 'Mini whole', model: 'gpt-4o-mini' }),
      conversation: CONVERSATION,
    });
    expect(done.stream).toEqual(IDLE);
    expect(done.tree.childrenOf.get('u1')).toHaveLength(3);
    expect(done.tree.byId.get('r1')?.text).toBe('Mini whole');
  });

  it('a second send of a reply already listed keeps one entry', () => {
    const record = comparing();
    const again = apply(record, {
      type: 'send',
      userMessage: null,
      placeholder: msg('u1_claude_', 'u1', { submitting: true }),
    });
    expect(liveRepliesOf(again.stream)).toHaveLength(3);
  });

  it('a final that names the reply anew ends its entry under either id', () => {
    const record = apply(comparing(), {
      type: 'final',
      replyId: 'u1_gemini_',
      userMessageId: 'u1',
      requestMessage: msg('u1', ROOT_PARENT_ID, { isCreatedByUser: true, text: 'Q' }),
      responseMessage: msg('g1', 'u1', { text: 'Gemini whole' }),
      conversation: CONVERSATION,
    });
    expect(liveRepliesOf(record.stream).map((reply) => reply.replyId)).toEqual(['p1_', 'u1_claude_']);
    expect(record.tree.byId.has('u1_gemini_')).toBe(false);
  });

  it('a sync keeps every answer being written', () => {
    const record = apply(comparing(), { type: 'token', replyId: 'u1_claude_', text: 'Claude so far' });
    const synced = apply(record, {
      type: 'sync',
      messages: [
        msg('u1', ROOT_PARENT_ID, { isCreatedByUser: true, text: 'Q' }),
        msg('s1', 'u1', { text: 'Cl', unfinished: true }),
      ],
      conversation: CONVERSATION,
    });
    expect(synced.tree.byId.get('u1_claude_')?.text).toBe('Claude so far');
    expect(liveRepliesOf(synced.stream)).toHaveLength(3);
  });
});

// @vitest-environment jsdom
/**
 * A reply the server writes without a stream to this tab (after a reload, a broken connection, another
 * tab's send): `resumeReply` over a record and a stand-in for the messages query's interval refetch, whose
 * reads the test hands over one by one. What must show is predicted from the server copies handed over.
 */
import { applyEvent, recordFromSeed, type ConversationRecord } from '@/features/chat/lib/conversation-record';
import { IN_FLIGHT_WINDOW_MS } from '@/features/chat/lib/in-flight';
import type { ChatWriter } from '@/features/chat/state/chat-writer';
import { pollDelay, resumeReply, STALL_MS } from '@/features/chat/state/resume-reply';
import type { Message } from '@/lib/schemas/message';

const CONVERSATION = 'c1';
const question: Message = {
  messageId: 'u1',
  parentMessageId: '00000000-0000-0000-0000-000000000000',
  conversationId: CONVERSATION,
  sender: 'User',
  text: 'Tell me about rivers',
  isCreatedByUser: true,
};
const reply = (text: string, unfinished: boolean): Message => ({
  messageId: 'r1',
  parentMessageId: 'u1',
  conversationId: CONVERSATION,
  sender: 'GPT-4o',
  text,
  isCreatedByUser: false,
  unfinished,
});

function setup(now: { value: number }) {
  let record: ConversationRecord = recordFromSeed({
    conversationId: CONVERSATION,
    messages: [question],
    conversation: null,
  });
  const writer: ChatWriter = {
    read: () => record,
    dispatch: (event) => {
      record = applyEvent(record, event);
    },
  };
  let onRead: ((messages: Message[]) => void) | null = null;
  let stopped = false;
  const delays: number[] = [];
  const abort = vi.fn(async (_endpoint: string, _key: string) => {
    throw new Error('nothing to stop');
  });
  const run = resumeReply(writer, {
    conversationId: CONVERSATION,
    userMessageId: 'u1',
    endpoint: 'openAI',
    sentAt: now.value,
    now: () => now.value,
    abort,
    watchMessages: (delay, read) => {
      onRead = read;
      delays.push(delay(0), delay(1), delay(2), delay(10));
      return () => {
        stopped = true;
      };
    },
  });
  const shown = () => record.tree.byId.get('r1') ?? [...record.tree.byId.values()].at(-1);
  return {
    run,
    abort,
    delays,
    record: () => record,
    shown,
    read: (messages: Message[]) => onRead?.(messages),
    watching: () => !stopped,
  };
}

describe('resumeReply', () => {
  it('shows the reply as being written, follows what the server saved, and settles on the whole reply', async () => {
    const now = { value: 1_000 };
    const chat = setup(now);
    expect(chat.record().stream.status).toBe('streaming');
    // The reads come 1 s, 1.5 s, 2.25 s … apart, never more than 5 s.
    expect(chat.delays).toEqual([1000, 1500, 2250, 5000]);
    expect(pollDelay(3)).toBe(3375);

    chat.read([question, reply('Rivers run', true)]);
    expect(chat.shown()).toMatchObject({ text: 'Rivers run', submitting: true });
    expect(chat.record().stream.status).toBe('streaming');

    chat.read([question, reply('Rivers run to the sea.', false)]);
    await chat.run.done;
    expect(chat.shown()).toMatchObject({ text: 'Rivers run to the sea.', submitting: false });
    expect(chat.record().stream.status).toBe('idle');
    expect(chat.watching()).toBe(false);
  });

  it('a failed read changes nothing; a reply that stops growing for 6 s ends as unfinished', async () => {
    const now = { value: 1_000 };
    const chat = setup(now);
    chat.read([question, reply('Rivers', true)]);
    now.value += 2_000;
    chat.read([]);
    expect(chat.shown()).toMatchObject({ text: 'Rivers', submitting: true });
    now.value += STALL_MS;
    chat.read([question, reply('Rivers', true)]);
    await chat.run.done;
    expect(chat.shown()).toMatchObject({ text: 'Rivers', unfinished: true, submitting: false });
    expect(chat.record().stream.status).toBe('idle');
    expect(chat.watching()).toBe(false);
  });

  it('gives up once the in-flight window has passed, even while the saved text still grows', async () => {
    const now = { value: 1_000 };
    const chat = setup(now);
    now.value += IN_FLIGHT_WINDOW_MS + 1;
    chat.read([question, reply('Still going', true)]);
    await chat.run.done;
    expect(chat.shown()).toMatchObject({ unfinished: true, submitting: false });
  });

  it('Stop asks the server through the abort it was given and stops watching; nothing to stop leaves it cancelled', async () => {
    const now = { value: 1_000 };
    const chat = setup(now);
    chat.read([question, reply('Rivers run', true)]);
    await chat.run.stop();
    expect(chat.abort).toHaveBeenCalledWith('openAI', CONVERSATION);
    expect(chat.watching()).toBe(false);
    expect(chat.shown()).toMatchObject({ text: 'Rivers run', cancelled: true, submitting: false });
    expect(chat.record().stream.status).toBe('idle');
    // A read that was already on its way when Stop came changes nothing.
    chat.read([question, reply('Rivers run to the sea.', false)]);
    expect(chat.shown()).toMatchObject({ text: 'Rivers run', cancelled: true });
  });
});

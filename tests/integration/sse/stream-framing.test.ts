import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setRuntimeConfig } from '@/lib/runtime-config';
import type { StreamEvent } from '@/lib/schemas/message';
import { streamChat } from '@/lib/sse/chat-stream';
import { testConfig } from '../../helpers/test-config';

const USER = {
  messageId: 'u1',
  parentMessageId: '00000000-0000-0000-0000-000000000000',
  conversationId: 'c1',
};
const CREATED = `data: ${JSON.stringify({ message: { ...USER, sender: 'User', text: 'Hi', isCreatedByUser: true }, created: true })}\n\n`;
const PARTIAL = `event: message\ndata: ${JSON.stringify({ text: 'Hello', message: true, initial: true, parentMessageId: 'u1' })}\n\n`;
const FINAL = `event: message\ndata: ${JSON.stringify({
  final: true,
  title: 'T',
  conversation: { conversationId: 'c1', title: 'T' },
  requestMessage: { ...USER, sender: 'User', text: 'Hi', isCreatedByUser: true },
  responseMessage: {
    messageId: 'a1',
    parentMessageId: 'u1',
    conversationId: 'c1',
    sender: 'GPT',
    text: 'Hello there',
    isCreatedByUser: false,
  },
})}\n\n`;

/** Answers the ask route with these chunks; `keepOpen` never closes the body (a misbehaving server). */
function serve(chunks: string[], { keepOpen = false } = {}) {
  server.use(
    http.post('*/api/ask/openAI', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          if (!keepOpen) controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
}

async function run() {
  const events: StreamEvent['type'][] = [];
  const end = await streamChat({
    path: '/api/ask/openAI',
    body: { text: 'Hi' },
    signal: new AbortController().signal,
    onEvent: (event) => events.push(event.type),
  });
  return { end, events };
}

describe('the chat stream reads any well-formed event stream', () => {
  beforeEach(() => setRuntimeConfig(testConfig));

  it.each([
    ['a comment (keep-alive)', ': keep-alive\n\n'],
    ['a retry-only block', 'retry: 3000\n\n'],
    ['an id-only block', 'id: 42\n\n'],
    ['empty data', 'data:\n\n'],
    ['an unknown event name', 'event: ping\ndata: {"t":1}\n\n'],
    ['a comment inside an event', ': note\n'],
    ['CRLF line ends', 'retry: 10\r\n\r\n'],
  ])('ignores %s and keeps reading to the final event', async (_name, noise) => {
    serve([noise, CREATED, noise, PARTIAL, noise, FINAL, noise]);
    const { end, events } = await run();
    expect(end).toEqual({ kind: 'final' });
    expect(events).toEqual(['created', 'partial', 'final']);
  });

  it('closes the request on the final event even when the server keeps it open', async () => {
    serve([CREATED, PARTIAL, FINAL], { keepOpen: true });
    const stillOpen = new Promise((resolve) => setTimeout(() => resolve('still open after 3 s'), 3000));
    const outcome = await Promise.race([run().then(({ end }) => end), stillOpen]);
    expect(outcome).toEqual({ kind: 'final' });
  });

  it('still ends as dropped when the connection closes before the final event', async () => {
    serve([CREATED, PARTIAL]);
    const { end } = await run();
    expect(end.kind).toBe('dropped');
  });
});

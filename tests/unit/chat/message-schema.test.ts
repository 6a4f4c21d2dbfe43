import {
  messageSchema,
  parseAbortResponse,
  parseMessageList,
  parseStreamEvent,
  ROOT_PARENT_ID,
} from '@/lib/schemas/message';

const userMessage = {
  messageId: '7f3e',
  parentMessageId: ROOT_PARENT_ID,
  conversationId: 'c9d0',
  sender: 'User',
  text: 'Say hi',
  isCreatedByUser: true,
};

const finalData = {
  title: 'New Chat',
  final: true,
  conversation: {
    conversationId: 'c9d0',
    title: 'New Chat',
    endpoint: 'openAI',
    model: 'gpt-3.5-turbo',
    messages: ['64ec'],
  },
  requestMessage: userMessage,
  responseMessage: {
    messageId: '5b1a',
    conversationId: 'c9d0',
    parentMessageId: '7f3e',
    isCreatedByUser: false,
    model: 'gpt-3.5-turbo',
    sender: 'ChatGPT',
    text: 'Hi there!',
    promptTokens: 10,
    completionTokens: 3,
    finish_reason: 'stop',
  },
};

describe('messageSchema', () => {
  it('accepts a stored message, keeps unknown server fields and fills text and author defaults', () => {
    const parsed = messageSchema.parse({ messageId: 'm1', _id: 'abc', __v: 0, text: null });
    expect(parsed).toMatchObject({ messageId: 'm1', _id: 'abc', text: '', isCreatedByUser: false });
  });

  it('accepts the fork image fields and plugin runs', () => {
    const parsed = messageSchema.parse({
      messageId: 'm1',
      image_urls: [{ id: 'i1', url: 'https://x/y.png', url_timestamp: 1700000000, file_name: 'y.png' }],
      plugins: [{ runId: 'r1', loading: false, outputs: { any: 'shape' } }],
    });
    expect(parsed.image_urls?.[0]?.file_name).toBe('y.png');
    expect(parsed.plugins?.[0]?.runId).toBe('r1');
  });

  it('rejects a message without an id', () => {
    expect(messageSchema.safeParse({ text: 'orphan text' }).success).toBe(false);
    expect(messageSchema.safeParse({ messageId: '' }).success).toBe(false);
  });
});

describe('parseMessageList', () => {
  it('keeps the good messages of a conversation and counts the bad ones', () => {
    const result = parseMessageList([
      userMessage,
      { text: 'no id' },
      null,
      { ...userMessage, messageId: 'm2' },
    ]);
    expect(result.messages.map((message) => message.messageId)).toEqual(['7f3e', 'm2']);
    expect(result.rejected).toBe(2);
  });

  it('fails clearly when the reply is not a list', () => {
    expect(() => parseMessageList({ error: 'Conversation not found' })).toThrow(
      'Expected a list of messages',
    );
  });
});

describe('parseStreamEvent', () => {
  it('reads the created event and learns the server ids', () => {
    const event = parseStreamEvent('message', JSON.stringify({ message: userMessage, created: true }));
    expect(event).toMatchObject({ type: 'created', message: { messageId: '7f3e', conversationId: 'c9d0' } });
  });

  it('reads cumulative partials with their parent', () => {
    const event = parseStreamEvent(
      'message',
      '{"text":"Hi there","message":true,"initial":false,"parentMessageId":"7f3e"}',
    );
    expect(event).toEqual({
      type: 'partial',
      text: 'Hi there',
      initial: false,
      parentMessageId: '7f3e',
      plugin: null,
      plugins: null,
    });
  });

  it('treats an unnamed event as a message event and accepts `response` as the partial text', () => {
    expect(parseStreamEvent('', '{"response":"Hi","message":true}')).toMatchObject({
      type: 'partial',
      text: 'Hi',
      initial: false,
      parentMessageId: null,
    });
  });

  it('reads the final event with conversation, request and response', () => {
    const event = parseStreamEvent('message', JSON.stringify(finalData));
    expect(event.type).toBe('final');
    if (event.type !== 'final') return;
    expect(event.title).toBe('New Chat');
    expect(event.conversation.conversationId).toBe('c9d0');
    expect(event.responseMessage).toMatchObject({
      messageId: '5b1a',
      text: 'Hi there!',
      finish_reason: 'stop',
    });
    expect(event.requestMessage.messageId).toBe('7f3e');
  });

  it('reads a provider error with all its fields', () => {
    const data = {
      sender: 'ChatGPT',
      messageId: 'e1',
      conversationId: 'c9d0',
      parentMessageId: '7f3e',
      unfinished: false,
      cancelled: false,
      error: true,
      text: 'Failed to send message. HTTP 401 - {"error":{"code":"invalid_api_key"}}',
      isCreatedByUser: false,
    };
    expect(parseStreamEvent('error', JSON.stringify(data))).toEqual({ type: 'error', error: data });
  });

  it('accepts validation errors that carry only text', () => {
    expect(parseStreamEvent('error', '{"text":"Prompt empty or too short"}')).toEqual({
      type: 'error',
      error: { text: 'Prompt empty or too short' },
    });
  });

  it('turns a non-JSON error body (a non-200 reply) into error text', () => {
    expect(parseStreamEvent('error', 'Unauthorized')).toEqual({
      type: 'error',
      error: { text: 'Unauthorized' },
    });
  });

  it('uses message or error as the text of an error object without text', () => {
    expect(parseStreamEvent('error', '{"message":"Request not found"}')).toMatchObject({
      type: 'error',
      error: { text: 'Request not found' },
    });
  });

  it('treats v0.5.9 error data marked final as an error, not a broken final', () => {
    const event = parseStreamEvent('message', '{"final":true,"error":true,"text":"boom"}');
    expect(event).toMatchObject({ type: 'error', error: { text: 'boom', final: true } });
  });

  it.each([
    ['message', 'not json', 'data is not JSON'],
    ['message', '[1,2]', 'data is not an object'],
    ['message', '{"created":true}', 'created event without a valid message'],
    ['message', '{"final":true,"title":"x"}', 'final event without conversation and messages'],
    ['message', '{"foo":1}', 'unrecognised message event'],
    ['open', '{}', 'unknown event "open"'],
  ])('reports %s %s as malformed (%s) instead of throwing', (name, data, reason) => {
    expect(parseStreamEvent(name, data)).toEqual({ type: 'malformed', eventName: name, data, reason });
  });
});

describe('parseAbortResponse', () => {
  it('applies the abort reply like a final event', () => {
    expect(parseAbortResponse(JSON.stringify(finalData)).type).toBe('final');
  });

  it('also reads a reply encoded twice as a JSON string', () => {
    expect(parseAbortResponse(JSON.stringify(JSON.stringify(finalData))).type).toBe('final');
  });

  it('reports the "Request not found" text as malformed', () => {
    expect(parseAbortResponse('Request not found').type).toBe('malformed');
  });
});

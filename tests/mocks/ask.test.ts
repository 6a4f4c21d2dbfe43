import { mockDb } from '@mocks/node';
import {
  api,
  askBody,
  finalOf,
  login,
  NO_PARENT,
  readAllEvents,
  readEventsUntil,
  setSettings,
} from './helpers';
import {
  ask,
  askAsGuest,
  askToEnd,
  messagesOf,
  partials,
  release,
  startAskSession,
  wait,
  type Final,
} from './ask-session';

let token = '';

beforeEach(async () => {
  token = await startAskSession();
});

describe('POST /api/ask/:endpoint stream', () => {
  it('streams created, cumulative partials and a final event, then closes', async () => {
    const response = await ask(askBody('Explain the CAP theorem briefly, please'));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const events = await readAllEvents(response);
    expect(events.every((event) => event.event === 'message')).toBe(true);

    const [created] = events;
    const userMessage = created?.data.message as Record<string, string>;
    expect(created?.data.created).toBe(true);
    expect(userMessage).toMatchObject({ parentMessageId: NO_PARENT, sender: 'User', isCreatedByUser: true });
    expect(userMessage.text).toBe('Explain the CAP theorem briefly, please');
    expect(userMessage.conversationId).toMatch(/^[0-9a-f-]{36}$/);

    const texts = partials(events).map((event) => event.data.text as string);
    expect(texts.length).toBeGreaterThanOrEqual(60);
    texts.forEach((text, index) => {
      if (index > 0) expect(text.startsWith(texts[index - 1] ?? '')).toBe(true);
    });
    expect(partials(events)[0]?.data).toMatchObject({
      initial: true,
      parentMessageId: userMessage.messageId,
    });
    expect(partials(events)[1]?.data.initial).toBe(false);

    const final = finalOf(events) as Final;
    expect(events[events.length - 1]?.data).toBe(final);
    expect(final.title).toBe('New Chat');
    expect(final.requestMessage).toEqual(userMessage);
    expect(final.responseMessage).toMatchObject({
      conversationId: userMessage.conversationId,
      parentMessageId: userMessage.messageId,
      isCreatedByUser: false,
      model: 'gpt-4o-mini',
      sender: 'ChatGPT',
      text: texts[texts.length - 1],
      finish_reason: 'stop',
    });
    expect(final.responseMessage.completionTokens).toBe(texts.length);
    expect(final.conversation).toMatchObject({
      conversationId: userMessage.conversationId,
      title: 'New Chat',
      endpoint: 'openAI',
      model: 'gpt-4o-mini',
    });
    expect(final.conversation.messages).toHaveLength(2);

    const stored = await messagesOf(userMessage.conversationId ?? '');
    expect(stored.map((message) => message.messageId)).toEqual([
      userMessage.messageId,
      final.responseMessage.messageId,
    ]);
    expect(stored[1]).toMatchObject({
      unfinished: false,
      error: false,
      cancelled: false,
      finish_reason: 'stop',
    });

    await wait(30);
    const convo = (await (await api(`/api/convos/${userMessage.conversationId}`, { token })).json()) as {
      title: string;
    };
    expect(convo.title).toBe('Explain the CAP theorem briefly, please');
  });

  it('gives the same reply to the same prompt, and realistic markdown', async () => {
    const prompt = 'Show me a python script and a table to compare options';
    const first = await askToEnd(prompt);
    const second = await askToEnd(prompt);
    expect(second.final?.responseMessage.text).toBe(first.final?.responseMessage.text);
    const text = first.final?.responseMessage.text ?? '';
    expect(text).toContain('```python\n');
    expect(text).toMatch(/\| --- \|/);
    const other = await askToEnd('Something completely different about gardening');
    expect(other.final?.responseMessage.text).not.toBe(text);
  });

  it('groups tokens into fewer partials when tokensPerPartial says so, with the same reply', async () => {
    const prompt = 'Explain the CAP theorem briefly, please';
    const onePerToken = await askToEnd(prompt);
    setSettings({ tokensPerPartial: 10 });
    const grouped = await askToEnd(prompt);
    const tokens = partials(onePerToken.events).length;
    const texts = partials(grouped.events).map((event) => event.data.text as string);
    // The first token alone (it carries `initial`), then one partial every 10 tokens, and the last.
    expect(texts.length).toBe(1 + Math.floor(tokens / 10) + (tokens % 10 === 0 ? 0 : 1));
    expect(texts.at(-1)).toBe(partials(onePerToken.events).at(-1)?.data.text);
    expect(grouped.final?.responseMessage.text).toBe(onePerToken.final?.responseMessage.text);
    expect(partials(grouped.events)[0]?.data.initial).toBe(true);
  });

  it('saves the partial reply as unfinished while streaming', async () => {
    setSettings({ tokensPerSecond: 25 });
    const response = await ask(askBody('Tell me about rivers'));
    const { events, reader } = await readEventsUntil(response, (seen) => partials(seen).length >= 10);
    const conversationId = (events[0]?.data.message as { conversationId: string }).conversationId;
    const stored = await messagesOf(conversationId);
    expect(stored[1]).toMatchObject({ unfinished: true, isCreatedByUser: false });
    expect(partials(events).at(-1)?.data.text).toEqual(expect.stringContaining(String(stored[1]?.text)));
    release(reader);
    await api('/api/ask/openAI/abort', { token, body: { abortKey: conversationId } });
  });

  it('uses the labels and rules of each endpoint', async () => {
    const labelled = await askToEnd('Hi there', { chatGptLabel: 'Helper' });
    expect(labelled.final?.responseMessage.sender).toBe('Helper');

    const anthropic = await askToEnd(
      'Hi Claude',
      { model: 'claude-2', modelLabel: null },
      'ask',
      'anthropic',
    );
    expect(anthropic.final?.responseMessage.sender).toBe('Anthropic');
    expect(anthropic.final?.responseMessage).not.toHaveProperty('finish_reason');
    await wait(30);
    const id = anthropic.final?.conversation.conversationId;
    expect(mockDb.state.conversations.find((convo) => convo.conversationId === id)?.title).toBe('New Chat');

    const google = await askToEnd(
      'Hi PaLM',
      { model: 'chat-bison', token: '{"client_email":"x"}' },
      'ask',
      'google',
    );
    expect(google.final?.responseMessage.sender).toBe('PaLM2');
    const noKey = await askToEnd('Hi PaLM', { model: 'chat-bison', token: null }, 'ask', 'google');
    expect(noKey.events.at(-1)?.event).toBe('error');
    expect(String(noKey.events.at(-1)?.data.text)).toContain('"code":"invalid_api_key"');
  });

  it('answers 404 for endpoints without a route', async () => {
    expect((await ask(askBody('x', { endpoint: 'nope' }), 'ask', 'nope')).status).toBe(404);
    expect((await ask(askBody('x', { endpoint: 'bingAI' }), 'ask', 'bingAI')).status).toBe(404);
    expect((await ask(askBody('x', { endpoint: 'google' }), 'edit', 'google')).status).toBe(404);
  });
});

describe('validation and auth', () => {
  it.each([
    [askBody('   '), 'Prompt empty or too short'],
    [askBody('Hello', { endpoint: 'anthropic' }), 'Illegal request: Endpoint mismatch'],
  ])('answers a single error event', async (body, text) => {
    const events = await readAllEvents(await ask(body));
    expect(events).toEqual([{ event: 'error', data: { text } }]);
  });

  it('lets guests ask with gpt-4o-mini only and never lists their conversations', async () => {
    const guest = await askAsGuest(askBody('Guest question'));
    const final = finalOf(await readAllEvents(guest)) as Final;
    expect(final.responseMessage.text.length).toBeGreaterThan(0);
    const stored = mockDb.state.conversations.find(
      (convo) => convo.conversationId === final.conversation.conversationId,
    );
    expect(stored?.user).toBe('guest');
    const list = (await (await api('/api/convos', { token })).json()) as {
      conversations: { conversationId: string }[];
    };
    expect(list.conversations.map((convo) => convo.conversationId)).not.toContain(stored?.conversationId);

    const denied = await askAsGuest(askBody('Guest question', { model: 'gpt-4o' }));
    expect(denied.status).toBe(401);
    expect(await denied.text()).toBe('Unauthorized');
    const badToken = await ask(askBody('Hi'), 'ask', 'openAI', 'expired-or-wrong');
    expect(badToken.status).toBe(401);
  });

  it('refuses to write into another user’s conversation', async () => {
    const seeded = mockDb.state.conversations[0];
    const basic = await login('basic@demo.test');
    const response = await ask(
      askBody('Hi', { conversationId: seeded?.conversationId }),
      'ask',
      'openAI',
      basic.token,
    );
    expect(await readAllEvents(response)).toEqual([
      { event: 'error', data: { text: 'User not authorized for this conversation' } },
    ]);
  });
});

describe('branching (contract section 4)', () => {
  it('regenerates as a sibling of the old reply', async () => {
    const first = await askToEnd('Give me three tips for better sleep');
    const user = first.final?.requestMessage;
    const conversationId = first.final?.conversation.conversationId;
    const again = await askToEnd('Give me three tips for better sleep', {
      conversationId,
      parentMessageId: NO_PARENT,
      overrideParentMessageId: user?.messageId,
    });
    expect((again.events[0]?.data.message as { messageId: string }).messageId).toBe(user?.messageId);
    expect(again.final?.responseMessage.parentMessageId).toBe(user?.messageId);
    expect(again.final?.responseMessage.messageId).not.toBe(first.final?.responseMessage.messageId);
    expect(again.final?.responseMessage.text).not.toBe(first.final?.responseMessage.text);
    expect(again.final?.title).toBe('Give me three tips for better');
    const stored = await messagesOf(conversationId ?? '');
    expect(stored).toHaveLength(3);
    expect(stored.filter((message) => message.parentMessageId === user?.messageId)).toHaveLength(2);
  });

  it('edits an AI reply into a new sibling that starts with the edited text', async () => {
    const first = await askToEnd('Describe a lighthouse');
    const user = first.final?.requestMessage;
    const edited = await askToEnd(
      'Describe a lighthouse',
      {
        conversationId: first.final?.conversation.conversationId,
        overrideParentMessageId: user?.messageId,
        responseMessageId: first.final?.responseMessage.messageId,
        generation: 'A tall white tower.',
      },
      'edit',
    );
    expect(edited.events[0]?.data.message).toMatchObject({
      messageId: user?.messageId,
      text: 'Describe a lighthouse',
    });
    partials(edited.events).forEach((event) =>
      expect(String(event.data.text)).toMatch(/^A tall white tower\. /),
    );
    expect(edited.final?.responseMessage.messageId).not.toBe(first.final?.responseMessage.messageId);
    expect(edited.final?.responseMessage.parentMessageId).toBe(user?.messageId);
    expect(await messagesOf(first.final?.conversation.conversationId ?? '')).toHaveLength(3);
  });

  it('continues a reply cut by [[length]] in place', async () => {
    const first = await askToEnd('Write an essay about tea [[length]]');
    const reply = first.final?.responseMessage;
    expect(reply?.finish_reason).toBe('length');
    const user = first.final?.requestMessage;
    const continued = await askToEnd(
      'Write an essay about tea [[length]]',
      {
        conversationId: first.final?.conversation.conversationId,
        messageId: user?.messageId,
        overrideParentMessageId: user?.messageId,
        responseMessageId: reply?.messageId,
        generation: reply?.text,
        isContinued: true,
      },
      'edit',
    );
    expect(continued.final?.responseMessage.messageId).toBe(reply?.messageId);
    expect(continued.final?.responseMessage.text.startsWith(`${reply?.text} `)).toBe(true);
    expect(continued.final?.responseMessage.finish_reason).toBe('stop');
    const stored = await messagesOf(first.final?.conversation.conversationId ?? '');
    expect(stored).toHaveLength(2);
    expect(stored[1]).toMatchObject({ text: continued.final?.responseMessage.text, finish_reason: 'stop' });
  });
});

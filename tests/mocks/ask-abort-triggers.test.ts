import { api, askBody, login, readEventsUntil, setSettings, type SseEvent } from './helpers';
import {
  ask,
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

describe('abort', () => {
  it('stops the stream, saves the partial as cancelled and answers a JSON string as text/html', async () => {
    setSettings({ tokensPerSecond: 30 });
    const response = await ask(askBody('Tell me a long story about the sea'));
    const { events, reader } = await readEventsUntil(response, (seen) => partials(seen).length >= 3);
    release(reader);
    const conversationId = (events[0]?.data.message as { conversationId: string }).conversationId;

    const aborted = await api('/api/ask/openAI/abort', { token, body: { abortKey: conversationId } });
    expect(aborted.status).toBe(200);
    expect(aborted.headers.get('content-type')).toMatch(/^text\/html/);
    const body = JSON.parse(await aborted.text()) as Final;
    expect(body).toMatchObject({ final: true, title: 'New Chat' });
    expect(body.conversation.conversationId).toBe(conversationId);
    expect(body.responseMessage).toMatchObject({ cancelled: true, finish_reason: 'incomplete' });
    expect(body.responseMessage.text.startsWith(String(partials(events).at(-1)?.data.text))).toBe(true);

    const stored = (await messagesOf(conversationId))[1];
    expect(stored).toMatchObject({ cancelled: true, unfinished: false, finish_reason: 'incomplete' });
    expect(stored?.text).toBe(body.responseMessage.text);
    await wait(200);
    expect((await messagesOf(conversationId))[1]?.text).toBe(body.responseMessage.text);

    const again = await api('/api/ask/openAI/abort', { token, body: { abortKey: conversationId } });
    expect(again.status).toBe(404);
    expect(await again.text()).toBe('Request not found');
  });

  it('ends the stream when the client aborts its fetch, and /abort still finds the run', async () => {
    setSettings({ tokensPerSecond: 30 });
    const client = new AbortController();
    const response = await fetch('/api/ask/openAI', {
      method: 'POST',
      signal: client.signal,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(askBody('Abort me from the client')),
    });
    const { events, reader } = await readEventsUntil(response, (seen) => partials(seen).length >= 2);
    client.abort();
    // A chunk already on its way may still be read (on a loaded machine it was); then the stream fails.
    const readUntilFailed = async () => {
      for (let chunk = 0; chunk < 50; chunk += 1) if ((await reader.read()).done) return 'ended';
      return 'still streaming';
    };
    await expect(readUntilFailed()).rejects.toMatchObject({ name: 'AbortError' });
    const conversationId = (events[0]?.data.message as { conversationId: string }).conversationId;
    const aborted = await api('/api/ask/openAI/abort', { token, body: { abortKey: conversationId } });
    expect(aborted.status).toBe(200);
    const body = JSON.parse(await aborted.text()) as Final;
    expect(body.responseMessage).toMatchObject({ cancelled: true, finish_reason: 'incomplete' });
    expect(body.responseMessage.text.startsWith(String(partials(events).at(-1)?.data.text))).toBe(true);
  });

  it('answers 404 for an unknown key or another user’s run', async () => {
    const unknown = await api('/api/ask/openAI/abort', { token, body: { abortKey: 'nothing-running' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Request not found');

    setSettings({ tokensPerSecond: 20 });
    const response = await ask(askBody('A slow one'));
    const { events, reader } = await readEventsUntil(response, (seen) => seen.length >= 1);
    const conversationId = (events[0]?.data.message as { conversationId: string }).conversationId;
    const basic = await login('basic@demo.test');
    const foreign = await api('/api/ask/openAI/abort', {
      token: basic.token,
      body: { abortKey: conversationId },
    });
    expect(foreign.status).toBe(404);
    release(reader);
    expect((await api('/api/ask/openAI/abort', { token, body: { abortKey: conversationId } })).status).toBe(
      200,
    );
  });
});

describe('chat triggers', () => {
  it.each([
    [
      '[[error:invalid_api_key]]',
      'Failed to send message. HTTP 401 - {"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}',
    ],
    [
      '[[error:insufficient_quota]]',
      'Failed to send message. HTTP 429 - {"error":{"message":"You exceeded your current quota","type":"insufficient_quota","code":"insufficient_quota"}}',
    ],
    [
      '[[error:500]]',
      'Failed to send message. HTTP 500 - {"error":{"message":"The server had an error while processing your request."}}',
    ],
  ])('%s ends with an error event and saves the error message', async (trigger, text) => {
    const { events } = await askToEnd(`Please answer ${trigger}`);
    expect(events.map((event) => event.event)).toEqual(['message', 'error']);
    const user = events[0]?.data.message as { messageId: string; conversationId: string };
    const error = events[1]?.data;
    expect(error).toEqual({
      sender: 'ChatGPT',
      messageId: expect.any(String),
      conversationId: user.conversationId,
      parentMessageId: user.messageId,
      unfinished: false,
      cancelled: false,
      error: true,
      text,
      isCreatedByUser: false,
    });
    const stored = await messagesOf(user.conversationId);
    expect(stored[1]).toMatchObject({ messageId: error?.messageId, error: true, text });
  });

  it('[[drop]] breaks the connection after ~40% with no final event; the partial stays unfinished', async () => {
    const response = await ask(askBody('Tell me about volcanoes [[drop]]'));
    const received: SseEvent[] = [];
    await expect(
      readEventsUntil(response, (seen) => {
        received.splice(0, received.length, ...seen);
        return false;
      }),
    ).rejects.toThrow();
    expect(received.some((event) => event.data.final)).toBe(false);
    const conversationId = (received[0]?.data.message as { conversationId: string }).conversationId;
    const stored = (await messagesOf(conversationId))[1];
    expect(stored).toMatchObject({ unfinished: true, error: false });
    expect(stored?.text).toBe(partials(received).at(-1)?.data.text);
    const regular = await askToEnd('Tell me about volcanoes');
    const fullLength = regular.final?.responseMessage.completionTokens as number;
    const dropped = partials(received).length;
    expect(dropped).toBeGreaterThan(fullLength * 0.3);
    expect(dropped).toBeLessThan(fullLength * 0.5);
  });

  it('[[length]] finishes with finish_reason length', async () => {
    const { final } = await askToEnd('Summarise the history of Rome [[length]]');
    expect(final?.responseMessage.finish_reason).toBe('length');
    expect((await messagesOf(final?.conversation.conversationId ?? ''))[1]?.finish_reason).toBe('length');
  });

  it('[[limited]] replies with the LIMITED ACCESS line', async () => {
    const { final } = await askToEnd('Use the premium model [[limited]]');
    expect(final?.responseMessage.text.split('\n')).toContain('=== LIMITED ACCESS ===');
  });

  it('[[slow]] streams at about 4 tokens per second', async () => {
    const response = await ask(askBody('Slowly now [[slow]]'));
    const started = Date.now();
    const { events, reader } = await readEventsUntil(response, (seen) => partials(seen).length >= 3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    release(reader);
    const conversationId = (events[0]?.data.message as { conversationId: string }).conversationId;
    await api('/api/ask/openAI/abort', { token, body: { abortKey: conversationId } });
  });

  it('streams at tokensPerSecond by default (40)', async () => {
    setSettings({ tokensPerSecond: 40 });
    const response = await ask(askBody('Normal speed'));
    const started = Date.now();
    const { events, reader } = await readEventsUntil(response, (seen) => partials(seen).length >= 11);
    const elapsed = Date.now() - started;
    // Paced: 11 partials at 40 a second cannot come sooner. No upper bound: on a loaded machine the event
    // loop is late by any amount, and a bound there failed at random (issue #41 item 6).
    expect(elapsed).toBeGreaterThanOrEqual(200);
    release(reader);
    const conversationId = (events[0]?.data.message as { conversationId: string }).conversationId;
    await api('/api/ask/openAI/abort', { token, body: { abortKey: conversationId } });
  });
});

import { mockDb } from '@mocks/node';
import { api, login } from './helpers';

type Convo = { conversationId: string; title: string; createdAt: string; user: string };
type ConvoPage = { conversations: Convo[]; pages: number; pageNumber: string | number; pageSize: number };
type Message = Record<string, unknown> & { messageId: string; parentMessageId: string; text: string };

async function createConvos(token: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    const response = await api('/api/convos/update', {
      token,
      body: { arg: { conversationId: `convo-${index}`, title: `Chat number ${index}`, endpoint: 'openAI' } },
    });
    expect(response.status).toBe(201);
  }
}

describe('config routes (no auth)', () => {
  it('GET /api/config reads db.settings and the request origin', async () => {
    const response = await api('/api/config');
    expect(await response.json()).toEqual({
      appTitle: 'AI Chat',
      googleLoginEnabled: true,
      facebookLoginEnabled: false,
      openidLoginEnabled: false,
      openidLabel: '',
      openidImageUrl: '',
      githubLoginEnabled: true,
      discordLoginEnabled: false,
      serverDomain: 'http://localhost:3000',
      registrationEnabled: true,
      socialLoginEnabled: true,
      emailEnabled: true,
    });
    const changed = await api('/__mock/settings', {
      body: { registrationEnabled: false, socialLoginEnabled: 'no' },
    });
    expect(await changed.json()).toMatchObject({ registrationEnabled: false, socialLoginEnabled: true });
    const other = await fetch('https://api.tenant.example/api/config');
    expect(await other.json()).toMatchObject({
      registrationEnabled: false,
      serverDomain: 'https://api.tenant.example',
    });
  });

  it('POST /__mock/settings takes only its own keys, not __proto__ or constructor', async () => {
    const changed = await fetch('/__mock/settings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"__proto__": {"registrationEnabled": false, "polluted": true}, "constructor": {}, "titleDelayMs": 5}',
    });
    const body = (await changed.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ titleDelayMs: 5, registrationEnabled: true });
    expect(body).not.toHaveProperty('polluted');
    expect(Object.keys(body)).not.toContain('constructor');
    expect(Object.getPrototypeOf(mockDb.state.settings)).toBe(Object.prototype);
  });

  it('GET /api/endpoints has the contract shape plus the fork endpoints', async () => {
    const body = (await (await api('/api/endpoints')).json()) as Record<string, unknown>;
    expect(body.openAI).toEqual({
      availableModels: ['gpt-4o-mini', 'gpt-4o', 'gpt-3.5-turbo', 'gpt-3.5-turbo-0125', 'gpt-4-1106-preview'],
      userProvide: false,
    });
    expect(body.google).toEqual({
      availableModels: ['chat-bison', 'text-bison', 'codechat-bison'],
      userProvide: true,
    });
    expect(body.anthropic).toEqual({
      availableModels: ['claude-1', 'claude-instant-1', 'claude-2'],
      userProvide: false,
    });
    expect(body).toMatchObject({ bingAI: false, chatGPTBrowser: false, azureOpenAI: { userProvide: true } });
    expect(body.gptPlugins).toMatchObject({ availableAgents: ['classic', 'functions'], userProvide: false });
    expect(Object.keys((body.gptPlugins as { plugins: object }).plugins).length).toBeGreaterThanOrEqual(12);
    for (const fork of [
      'claude',
      'gemini',
      'Deepseek',
      'perplexity',
      'xAI',
      'dallE',
      'Opensource',
      'Llama',
    ]) {
      expect(body[fork]).toMatchObject({ userProvide: false, availableModels: expect.any(Array) });
    }
  });

  it('GET /api/search/enable answers true', async () => {
    expect(await (await api('/api/search/enable')).json()).toBe(true);
  });
});

describe('conversations', () => {
  it('pages by 14, newest first, only the caller’s', async () => {
    const { token } = await login();
    await createConvos(token, 20);
    const other = await login('basic@demo.test');
    await api('/api/convos/update', {
      token: other.token,
      body: { arg: { conversationId: 'basic-1', title: 'Mine' } },
    });

    const first = (await (await api('/api/convos?pageNumber=1', { token })).json()) as ConvoPage;
    expect(first).toMatchObject({ pages: 2, pageNumber: '1', pageSize: 14 });
    expect(first.conversations).toHaveLength(14);
    expect(first.conversations[0]?.title).toBe('Chat number 19');
    const dates = first.conversations.map((convo) => convo.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = (await (await api('/api/convos?pageNumber=2', { token })).json()) as ConvoPage;
    expect(second.conversations).toHaveLength(8);
    expect(second.conversations.map((convo) => convo.title)).toContain('Relaxed weekend in Lisbon');
    const all = [...first.conversations, ...second.conversations];
    expect(all.every((convo) => convo.user !== other.user.id)).toBe(true);

    const basic = (await (await api('/api/convos', { token: other.token })).json()) as ConvoPage;
    expect(basic).toMatchObject({ pages: 1, pageNumber: 1 });
    expect(basic.conversations.map((convo) => convo.title)).toEqual(['Mine']);
  });

  it('GET /api/convos/:id answers 404 with an empty body for a missing or foreign id', async () => {
    const { token } = await login();
    const [seeded] = mockDb.state.conversations;
    expect((await api(`/api/convos/${seeded?.conversationId}`, { token })).status).toBe(200);
    const basic = await login('basic@demo.test');
    for (const id of ['missing', seeded?.conversationId]) {
      const response = await api(`/api/convos/${id}`, { token: basic.token });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('');
    }
  });

  it('POST /api/convos/update renames (upsert) and answers 201 with the document', async () => {
    const { token } = await login();
    const [seeded] = mockDb.state.conversations;
    const response = await api('/api/convos/update', {
      token,
      body: { arg: { conversationId: seeded?.conversationId, title: 'Renamed' } },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ conversationId: seeded?.conversationId, title: 'Renamed' });
  });

  it('POST /api/convos/clear deletes one, refuses a button click without id, or deletes all', async () => {
    const { token } = await login();
    const [one, two] = mockDb.state.conversations;
    const single = await api('/api/convos/clear', {
      token,
      body: { arg: { conversationId: one?.conversationId, source: 'button' } },
    });
    expect(single.status).toBe(201);
    expect(await single.json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
      messages: { acknowledged: true, deletedCount: 4 },
    });
    const noId = await api('/api/convos/clear', { token, body: { arg: { source: 'button' } } });
    expect(noId.status).toBe(200);
    expect(await noId.text()).toBe('No conversationId provided');

    const all = await api('/api/convos/clear', { token, body: { arg: {} } });
    expect(await all.json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
      messages: { acknowledged: true, deletedCount: 3 },
    });
    expect(
      mockDb.state.conversations.find((convo) => convo.conversationId === two?.conversationId),
    ).toBeUndefined();
  });
});

describe('messages', () => {
  it('lists every branch in createdAt order, parents first', async () => {
    const { token } = await login();
    const lisbon = mockDb.state.conversations.find((convo) => convo.title.includes('Lisbon'));
    const response = await api(`/api/messages/${lisbon?.conversationId}`, { token });
    expect(response.status).toBe(200);
    const messages = (await response.json()) as Message[];
    expect(messages).toHaveLength(3);
    const [question, first, second] = messages;
    expect(question?.parentMessageId).toBe('00000000-0000-0000-0000-000000000000');
    expect(first?.parentMessageId).toBe(question?.messageId);
    expect(second?.parentMessageId).toBe(question?.messageId);
    expect(second).toMatchObject({ finish_reason: 'length', isCreatedByUser: false, sender: 'ChatGPT' });
    expect(question).not.toHaveProperty('_id');
    expect(question).not.toHaveProperty('user');
  });

  it('answers [] for new, 404 for unknown and 403 for someone else’s conversation', async () => {
    const { token } = await login('basic@demo.test');
    expect(await (await api('/api/messages/new', { token })).json()).toEqual([]);
    const unknown = await api('/api/messages/nope', { token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Conversation not found' });
    const foreign = await api(`/api/messages/${mockDb.state.conversations[0]?.conversationId}`, { token });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'User not authorized for this conversation' });
  });

  it('PUT updates the text in place and answers 201 with the short shape', async () => {
    const { token } = await login();
    const message = mockDb.state.messages[0];
    const response = await api(`/api/messages/${message?.conversationId}/${message?.messageId}`, {
      method: 'PUT',
      token,
      body: { text: 'hello world' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      messageId: message?.messageId,
      conversationId: message?.conversationId,
      parentMessageId: message?.parentMessageId,
      sender: 'User',
      text: 'hello world',
      isCreatedByUser: true,
      tokenCount: 2,
    });
    const basic = await login('basic@demo.test');
    const foreign = await api(`/api/messages/${message?.conversationId}/${message?.messageId}`, {
      method: 'PUT',
      token: basic.token,
      body: { text: 'x' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('search', () => {
  it('ranks conversations by hits and marks matches as **match**', async () => {
    const { token } = await login();
    // One extra title hit for a new conversation; the CSV chat has several message hits.
    await api('/api/convos/update', {
      token,
      body: { arg: { conversationId: 'py-title', title: 'Python notes' } },
    });
    const response = await api('/api/search?q=PYTHON&pageNumber=1', { token });
    const body = (await response.json()) as ConvoPage & { messages: Message[] };
    expect(body.conversations.map((convo) => convo.title)).toEqual([
      'Sum a CSV column in Python',
      'Python notes',
    ]);
    expect(body).toMatchObject({ pages: 1, pageSize: 14 });
    expect(body.messages.length).toBeGreaterThan(0);
    for (const message of body.messages) {
      expect(message).toMatchObject({
        searchResult: true,
        title: 'Sum a CSV column in Python',
        model: 'gpt-4o-mini',
      });
      expect(message.text).toMatch(/\*\*python\*\*/i);
      expect(message).toHaveProperty('chatGptLabel');
    }
    expect(body.messages[0]?.text).toBe('How do I read a CSV file in **Python** and sum one column?');
  });

  it('matches word starts, leaves error messages out and sees only the caller’s data', async () => {
    const { token } = await login();
    const csv = mockDb.state.messages.find((message) => message.text.includes('pandas'));
    if (csv) csv.error = true;
    // 'and' inside 'pandas' is no word start; 'pand' is.
    const inner = (await (await api('/api/search?q=andas', { token })).json()) as { messages: Message[] };
    expect(inner.messages).toEqual([]);
    const pand = (await (await api('/api/search?q=pand', { token })).json()) as { messages: Message[] };
    expect(pand.messages.length).toBeGreaterThan(0);
    expect(pand.messages.every((message) => message.messageId !== csv?.messageId)).toBe(true);
    expect(pand.messages[0]?.text).toMatch(/\*\*pandas\*\*/i);
    const basic = await login('basic@demo.test');
    const foreign = (await (await api('/api/search?q=pandas', { token: basic.token })).json()) as ConvoPage;
    expect(foreign.conversations).toEqual([]);
  });

  it('finds by a prefix and ignores little words beside real ones', async () => {
    const { token } = await login();
    const pyt = (await (await api('/api/search?q=pyt', { token })).json()) as ConvoPage & {
      messages: Message[];
    };
    expect(pyt.conversations.map((convo) => convo.title)).toContain('Sum a CSV column in Python');
    const withAnd = (await (await api('/api/search?q=python%20and%20a', { token })).json()) as {
      messages: Message[];
    };
    expect(withAnd.messages.length).toBeGreaterThan(0);
    for (const message of withAnd.messages) {
      expect(message.text).not.toMatch(/\*\*(and|a)\*\*/i);
    }
  });
});

describe('presets', () => {
  it('upserts by presetId, answers 201 with the full list and deletes', async () => {
    const { token } = await login();
    const initial = (await (await api('/api/presets', { token })).json()) as { presetId: string }[];
    expect(initial).toHaveLength(1);
    const created = await api('/api/presets', {
      token,
      body: { title: 'Pirate', endpoint: 'openAI', chatGptLabel: 'Arr' },
    });
    expect(created.status).toBe(201);
    const list = (await created.json()) as { presetId: string; title: string }[];
    expect(list).toHaveLength(2);
    const pirate = list.find((preset) => preset.title === 'Pirate');
    expect(pirate?.presetId).toMatch(/^[0-9a-f-]{36}$/);
    const updated = (await (
      await api('/api/presets', { token, body: { presetId: pirate?.presetId, title: 'Captain' } })
    ).json()) as { title: string }[];
    expect(updated.map((preset) => preset.title)).toEqual(['Concise answers', 'Captain']);
    const afterDelete = await api('/api/presets/delete', {
      token,
      body: { arg: { presetId: pirate?.presetId } },
    });
    expect(afterDelete.status).toBe(201);
    expect(await afterDelete.json()).toHaveLength(1);
    expect(await (await api('/api/presets/delete', { token, body: { arg: {} } })).json()).toEqual([]);
  });
});

describe('plugins', () => {
  it('lists plugins with auth configs and installs with a valid key only', async () => {
    const { token } = await login();
    const plugins = (await (await api('/api/plugins', { token })).json()) as {
      pluginKey: string;
      authConfig: { authField: string }[];
      authenticated?: boolean;
    }[];
    expect(plugins.length).toBeGreaterThanOrEqual(12);
    expect(plugins.some((plugin) => plugin.authenticated === true)).toBe(true);
    const needsKey = plugins.find((plugin) => plugin.authConfig.length === 1 && !plugin.authenticated);
    const field = needsKey?.authConfig[0]?.authField ?? '';

    const short = await api('/api/user/plugins', {
      token,
      body: { pluginKey: needsKey?.pluginKey, action: 'install', auth: { [field]: 'short' } },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'Invalid API key' });

    const ok = await api('/api/user/plugins', {
      token,
      body: { pluginKey: needsKey?.pluginKey, action: 'install', auth: { [field]: 'a-long-enough-key' } },
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('');
    const user = (await (await api('/api/user', { token })).json()) as { plugins: string[] };
    expect(user.plugins).toEqual([needsKey?.pluginKey]);

    await api('/api/user/plugins', {
      token,
      body: { pluginKey: needsKey?.pluginKey, action: 'uninstall', auth: null },
    });
    expect(((await (await api('/api/user', { token })).json()) as { plugins: string[] }).plugins).toEqual([]);
  });
});

describe('tokenizer and chat-pdf', () => {
  it('counts cl100k tokens for {arg: text} and {arg: {text}}', async () => {
    const { token } = await login();
    expect(await (await api('/api/tokenizer', { token, body: { arg: 'hello world' } })).json()).toEqual({
      count: 2,
    });
    const nested = await api('/api/tokenizer', { token, body: { arg: { text: 'The quick brown fox.' } } });
    expect(await nested.json()).toEqual({ count: 5 });
  });

  it('answers 401 without a session and 404 for an unknown chat-pdf conversation', async () => {
    expect((await api('/api/chat-pdf/convos/unknown-id')).status).toBe(401);
    const { token } = await login();
    const response = await api('/api/chat-pdf/convos/unknown-id', { token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Conversation not found' });
  });
});

describe('control routes', () => {
  it('POST /__mock/reset restores the seed', async () => {
    const { token } = await login();
    await api('/api/convos/clear', { token, body: { arg: {} } });
    expect(mockDb.state.conversations).toHaveLength(0);
    expect((await api('/__mock/reset', { method: 'POST' })).status).toBe(204);
    expect(mockDb.state.conversations).toHaveLength(2);
    expect((await api('/api/user', { token })).status).toBe(401);
  });
});

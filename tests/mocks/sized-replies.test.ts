import { composeSeedTurns, composeSizedReply } from '@mocks/model/sized-reply';
import { parseTriggers, stripTriggers } from '@mocks/model/triggers';
import { countWordPieces } from '@mocks/model/word-pieces';
import { mockDb } from '@mocks/node';
import { prepareGeneration } from '@mocks/handlers/ask-plan';
import { api, askBody, login, NO_PARENT } from './helpers';
import { askToEnd, partials, startAskSession } from './ask-session';

type StoredMessage = {
  messageId: string;
  parentMessageId: string;
  isCreatedByUser: boolean;
  sender: string;
  text: string;
  finish_reason?: string;
};

const codeFences = (text: string) => (text.match(/^```/gm) ?? []).length;

describe('replies of a given size', () => {
  it.each([120, 2000, 12000, 20000])('holds about %i characters', (chars) => {
    const reply = composeSizedReply('Explain closures', chars);
    expect(reply.length).toBeLessThanOrEqual(chars);
    expect(reply.length).toBeGreaterThanOrEqual(chars * 0.8);
  });

  it('reads like a reply: paragraphs, lists, closed code fences and tables', () => {
    const reply = composeSizedReply('How do I structure a project?', 12000);
    expect(reply).toMatch(/^Let's|^Good|^Short|^Here|^There/);
    expect(reply.split('\n\n').length).toBeGreaterThan(30);
    expect(reply).toMatch(/^- \*\*/m);
    expect(codeFences(reply)).toBeGreaterThanOrEqual(4);
    expect(codeFences(reply) % 2).toBe(0);
    expect(reply).toContain('| --- |');
    expect(composeSizedReply('Show me some python', 2000)).toContain('```python\n');
  });

  it('is deterministic per prompt, size and variant, and keeps within 20 to 20,000 characters', () => {
    expect(composeSizedReply('a question', 3000)).toBe(composeSizedReply('a question', 3000));
    expect(composeSizedReply('a question', 3000, 1)).not.toBe(composeSizedReply('a question', 3000));
    expect(composeSizedReply('a question', 50_000).length).toBeLessThanOrEqual(20_000);
    expect(composeSizedReply('a question', 50_000).length).toBeGreaterThan(19_000);
    expect(composeSizedReply('a question', 1).length).toBeLessThanOrEqual(20);
    expect(composeSizedReply('a question', 1).length).toBeGreaterThan(0);
  });

  it('parses and strips [[chars:N]]', () => {
    expect(parseTriggers('Tell me more [[chars:12000]]').chars).toBe(12000);
    expect(parseTriggers('[[CHARS:120]] [[slow]]')).toMatchObject({ chars: 120, slow: true });
    expect(parseTriggers('no trigger [[chars:]]').chars).toBeNull();
    expect(stripTriggers('Tell me more [[chars:12000]] please')).toBe('Tell me more please');
  });

  it('seeds turns of questions and answers, each answer different', () => {
    const turns = composeSeedTurns(30, 500);
    expect(turns).toHaveLength(30);
    expect(new Set(turns.map((turn) => turn.reply)).size).toBe(30);
    turns.forEach((turn) => expect(turn.prompt).toMatch(/\?|\.$/));
  });
});

describe('[[chars:N]] in a chat', () => {
  beforeEach(async () => {
    await startAskSession();
  });

  it('streams a reply of about N characters, one partial per word piece', async () => {
    const { events, final } = await askToEnd('Tell me about caching [[chars:3000]]');
    const text = final?.responseMessage.text ?? '';
    expect(text.length).toBeLessThanOrEqual(3000);
    expect(text.length).toBeGreaterThan(2700);
    expect(text).toBe(composeSizedReply('Tell me about caching [[chars:3000]]', 3000));
    expect(partials(events)).toHaveLength(countWordPieces(text));
    expect(partials(events).at(-1)?.data.text).toBe(text);
  });

  it('caps N at 20,000', () => {
    // Streaming the whole reply took 10 s on a quiet machine and 21 s under load (issue #41): 5,000
    // cumulative partials are 50 MB of events. The cap is the plan's; the stream of a planned reply is
    // tested above with 3,000 characters.
    const plan = prepareGeneration(mockDb, {
      route: 'ask',
      endpoint: 'openAI',
      ownerId: 'cap-test',
      text: 'Everything at once [[chars:99999]]',
      body: askBody('Everything at once [[chars:99999]]'),
      origin: 'http://localhost:3000',
    });
    const text = plan.tokens.join('');
    expect(text).toBe(composeSizedReply('Everything at once [[chars:99999]]', 20_000));
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text.length).toBeGreaterThan(19_000);
  });
});

describe('POST /__mock/seed-conversation', () => {
  it("creates a conversation of user/assistant pairs in the user's history", async () => {
    const response = await api('/__mock/seed-conversation', {
      body: { email: 'Pro@Demo.test', pairs: 40, chars: 2000, title: 'Forty answers' },
    });
    expect(response.status).toBe(201);
    const { conversationId } = (await response.json()) as { conversationId: string };
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);

    const { token } = await login('pro@demo.test');
    const messages = (await (
      await api(`/api/messages/${conversationId}`, { token })
    ).json()) as StoredMessage[];
    expect(messages).toHaveLength(80);
    messages.forEach((message, index) => {
      expect(message.isCreatedByUser).toBe(index % 2 === 0);
      expect(message.parentMessageId).toBe(index === 0 ? NO_PARENT : messages[index - 1]?.messageId);
      if (message.isCreatedByUser) return;
      expect(message).toMatchObject({ sender: 'ChatGPT', finish_reason: 'stop' });
      expect(message.text.length).toBeLessThanOrEqual(2000);
      expect(message.text.length).toBeGreaterThan(1800);
    });
    expect(messages.some((message) => codeFences(message.text) > 0)).toBe(true);
    expect(messages.some((message) => /^- /m.test(message.text))).toBe(true);

    const convo = (await (await api(`/api/convos/${conversationId}`, { token })).json()) as {
      title: string;
      messages: string[];
      endpoint: string;
    };
    expect(convo).toMatchObject({ title: 'Forty answers', endpoint: 'openAI' });
    expect(convo.messages).toHaveLength(80);
    const history = (await (await api('/api/convos?pageNumber=1', { token })).json()) as {
      conversations: { conversationId: string }[];
    };
    expect(history.conversations.map((item) => item.conversationId)).toContain(conversationId);
  });

  it('seeds 1,000 messages in one call, with a default title', async () => {
    const response = await api('/__mock/seed-conversation', {
      body: { email: 'basic@demo.test', pairs: 500, chars: 300 },
    });
    const { conversationId } = (await response.json()) as { conversationId: string };
    const { token } = await login('basic@demo.test');
    const convo = (await (await api(`/api/convos/${conversationId}`, { token })).json()) as {
      title: string;
      messages: string[];
    };
    expect(convo.title).toBe('Long conversation (1000 messages)');
    expect(convo.messages).toHaveLength(1000);
    const other = await api(`/api/convos/${conversationId}`, { token: (await login()).token });
    expect(other.status).toBe(404);
  });

  it('refuses bad input and unknown users', async () => {
    const seed = (body: Record<string, unknown>) => api('/__mock/seed-conversation', { body });
    const cases: [Record<string, unknown>, string][] = [
      [{ pairs: 1, chars: 100 }, '"email" is required'],
      [{ email: 'pro@demo.test', pairs: 0, chars: 100 }, '"pairs" must be an integer from 1 to 1000'],
      [{ email: 'pro@demo.test', pairs: 2.5, chars: 100 }, '"pairs" must be an integer from 1 to 1000'],
      [{ email: 'pro@demo.test', pairs: 1, chars: '100' }, '"chars" must be an integer from 20 to 20000'],
      [{ email: 'pro@demo.test', pairs: 1, chars: 20001 }, '"chars" must be an integer from 20 to 20000'],
      [{ email: 'pro@demo.test', pairs: 1, chars: 100, title: ' ' }, '"title" must be a non-empty string'],
    ];
    for (const [body, message] of cases) {
      const response = await seed(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    const unknown = await seed({ email: 'nobody@demo.test', pairs: 1, chars: 100 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'User not found' });
  });
});

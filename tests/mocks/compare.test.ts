import { composeReply } from '@mocks/model/reply-generator';
import { composeModelReply, modelMarker, personaOf } from '@mocks/model/model-personas';
import { api, askBody, finalOf, readAllEvents, readEventsUntil, setSettings } from './helpers';
import { ask, messagesOf, partials, release, startAskSession, wait, type Final } from './ask-session';

let token = '';

beforeEach(async () => {
  token = await startAskSession();
});

const createdOf = async (response: Response) => {
  const { events, reader } = await readEventsUntil(response, (seen) => seen.length >= 1);
  const message = events[0]?.data.message as { conversationId: string; messageId: string };
  return { message, reader };
};

describe('answers per model (issue #44)', () => {
  it('the default model answers the plain reply; others are marked, styled and differ', () => {
    const prompt = 'How do tides work?';
    expect(composeModelReply(prompt, 0, 'gpt-4o-mini', 'openAI')).toBe(composeReply(prompt, 0));
    const claude = composeModelReply(prompt, 0, 'claude-sonnet-4', 'claude');
    const gemini = composeModelReply(prompt, 0, 'gemini-1.5-pro', 'gemini');
    const gpt = composeModelReply(prompt, 0, 'gpt-4o', 'openAI');
    expect(claude.startsWith(modelMarker('claude-sonnet-4', 'claude'))).toBe(true);
    expect(gemini.startsWith('[Simulated gemini-1.5-pro on gemini]')).toBe(true);
    expect(claude).toMatch(/\n- /);
    // Concise is shorter than the plain reply, detailed longer.
    expect(gemini.length).toBeLessThan(composeReply(prompt, 0).length);
    expect(gpt.length).toBeGreaterThan(composeReply(prompt, 0).length);
    expect(new Set([claude, gemini, gpt]).size).toBe(3);
    expect(personaOf('gpt-4o-mini', 'openAI').speed).toBe(1);
    expect(personaOf('claude-sonnet-4', 'claude').speed).toBeLessThan(1);
  });

  it('three answers asked at once to one question are saved as its siblings, each its model', async () => {
    const prompt = 'Compare the three of you';
    const first = await ask(askBody(prompt, { model: 'gpt-4o-mini' }));
    const { message, reader } = await createdOf(first);
    const extra = (endpoint: string, model: string) =>
      ask(
        askBody(prompt, {
          endpoint,
          model,
          conversationId: message.conversationId,
          parentMessageId: '00000000-0000-0000-0000-000000000000',
          overrideParentMessageId: message.messageId,
        }),
        'ask',
        endpoint,
      );
    const [second, third] = await Promise.all([
      extra('claude', 'claude-sonnet-4'),
      extra('gemini', 'gemini-1.5-pro'),
    ]);
    const finals = (await Promise.all([second, third].map(readAllEvents))).map(
      (events) => finalOf(events) as Final,
    );
    release(reader);
    await wait(300);
    expect(finals.map((final) => final.responseMessage.text)).toEqual([
      composeModelReply(prompt, 0, 'claude-sonnet-4', 'claude'),
      composeModelReply(prompt, 0, 'gemini-1.5-pro', 'gemini'),
    ]);
    const stored = await messagesOf(message.conversationId);
    const replies = stored.filter((m) => m.parentMessageId === message.messageId && !m.isCreatedByUser);
    expect(replies.map((m) => m.model).sort()).toEqual(['claude-sonnet-4', 'gemini-1.5-pro', 'gpt-4o-mini']);
    expect(stored.filter((m) => m.isCreatedByUser)).toHaveLength(1);
  });

  it('keeps one abort entry per endpoint: two endpoints stop apart, a second answer on one replaces the first', async () => {
    setSettings({ tokensPerSecond: 20 });
    const prompt = 'Abort us one by one';
    const first = await ask(askBody(prompt, { model: 'gpt-4o-mini' }));
    const { message, reader } = await createdOf(first);
    const body = (endpoint: string, model: string) =>
      askBody(prompt, {
        endpoint,
        model,
        conversationId: message.conversationId,
        overrideParentMessageId: message.messageId,
      });
    const claude = await ask(body('claude', 'claude-sonnet-4'), 'ask', 'claude');
    const gpt = await ask(body('openAI', 'gpt-4o'), 'ask', 'openAI');
    const claudeRead = await readEventsUntil(claude, (seen) => partials(seen).length >= 1);
    const gptRead = await readEventsUntil(gpt, (seen) => partials(seen).length >= 1);

    const abortKey = message.conversationId;
    const stopClaude = await api('/api/ask/claude/abort', { token, body: { abortKey } });
    expect(stopClaude.status).toBe(200);
    expect((JSON.parse(await stopClaude.text()) as Final).responseMessage.model).toBe('claude-sonnet-4');
    // openAI's entry is gpt-4o's now (the later answer on that endpoint): the gpt-4o-mini answer keeps going.
    const stopGpt = await api('/api/ask/openAI/abort', { token, body: { abortKey } });
    expect((JSON.parse(await stopGpt.text()) as Final).responseMessage.model).toBe('gpt-4o');
    const again = await api('/api/ask/openAI/abort', { token, body: { abortKey } });
    expect(again.status).toBe(404);
    release(claudeRead.reader);
    release(gptRead.reader);
    release(reader);
    setSettings({ tokensPerSecond: 5000 });
    const stored = await messagesOf(message.conversationId);
    const mini = stored.find((m) => m.model === 'gpt-4o-mini' && !m.isCreatedByUser);
    expect(mini?.cancelled).toBe(false);
  });
});

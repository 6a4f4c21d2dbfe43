import { mockDb } from '@mocks/node';
import { HOLD_AFTER_TOKENS } from '@mocks/handlers/ask-plan';
import { composeReply } from '@mocks/model/reply-generator';
import { heldCount } from '@mocks/stream/held-runs';
import { toWordPieces } from '@mocks/model/word-pieces';
import { api, askBody, readAllEvents, readEventsUntil } from './helpers';
import { ask, messagesOf, partials, startAskSession } from './ask-session';

// [[hold-created]] and [[hold]]: a stream waits for POST /__mock/release-held, so a test can act while
// `created` or the rest of a reply is still to come without racing a clock (issue #41).
beforeEach(async () => {
  await startAskSession();
});

const until = async (condition: () => boolean) => {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 500) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
};

describe('held streams', () => {
  it('[[hold-created]] sends nothing until released, then the contract events in order', async () => {
    const prompt = 'Hold the start [[hold-created]]';
    const response = await ask(askBody(prompt));
    expect(response.status).toBe(200);
    await until(() => heldCount(mockDb) === 1);
    // The user message is saved already; the client cannot know its conversation yet.
    const saved = mockDb.state.messages.find((message) => message.text === prompt);
    expect(saved?.isCreatedByUser).toBe(true);
    expect((await api('/__mock/release-held', { body: {} }).then((r) => r.json())) as unknown).toEqual({
      released: 1,
    });
    const events = await readAllEvents(response);
    expect(events[0]?.data).toMatchObject({ created: true, message: { text: prompt } });
    expect(events.at(-1)?.data.final).toBe(true);
    expect(partials(events).at(-1)?.data.text).toBe(composeReply(prompt));
  });

  it('[[hold]] streams the first partials, saves them unfinished and waits', async () => {
    const prompt = 'Hold the middle [[hold]]';
    const response = await ask(askBody(prompt));
    const { events, reader } = await readEventsUntil(
      response,
      (seen) => partials(seen).length >= HOLD_AFTER_TOKENS,
    );
    await until(() => heldCount(mockDb) === 1);
    const head = toWordPieces(composeReply(prompt)).slice(0, HOLD_AFTER_TOKENS).join('');
    expect(partials(events).at(-1)?.data.text).toBe(head);
    const conversationId = (events[0]?.data.message as { conversationId: string }).conversationId;
    expect((await messagesOf(conversationId))[1]).toMatchObject({ text: head, unfinished: true });
    await api('/__mock/release-held', { body: {} });
    const decoder = new TextDecoder();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += decoder.decode(chunk.value, { stream: true });
    }
    expect(rest).toContain('"final":true');
    expect((await messagesOf(conversationId))[1]).toMatchObject({
      text: composeReply(prompt),
      unfinished: false,
    });
  });
});

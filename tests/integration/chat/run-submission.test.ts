import { abortAsk } from '@/features/chat/api/abort-ask';
import { runSubmission } from '@/features/chat/state/run-submission';
import { siblingInfo } from '@/lib/message-tree';
import {
  continueSubmission,
  newMessageSubmission,
  regenerateSubmission,
  type SubmissionContext,
} from '@/features/chat/lib/submission';
import { setAccessToken } from '@/lib/api-client';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { login, setSettings } from '../../mocks/helpers';
import { testConfig } from '../../helpers/test-config';
import { openChat, type OpenChat } from '../../helpers/chat-state';

const OPTIONS = { endpoint: 'openAI', model: 'gpt-4o-mini', token: null };

function contextOf(store: OpenChat): SubmissionContext {
  const state = store.state();
  return {
    tree: state.tree,
    latestMessage: store.latestMessage(),
    conversationId: state.conversationId,
    endpointOptions: OPTIONS,
  };
}

const visibleTexts = (store: OpenChat) => store.visiblePath().map((id) => store.state().tree.byId.get(id));

// The stream writes to Recoil outside React events, as in the app; the root's batcher re-renders then.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = true));

describe('runSubmission against the mock backend', () => {
  beforeEach(async () => {
    setRuntimeConfig(testConfig);
    setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 });
    setAccessToken((await login()).token);
  });
  afterEach(() => setAccessToken(null));

  it('streams a new chat into the placeholder and swaps in the server messages', async () => {
    const store = openChat();
    let created: string | null = null;
    let finalInfo: { conversationId: string; wasFirstMessage: boolean } | null = null;
    const run = runSubmission(
      store.writer,
      newMessageSubmission(contextOf(store), 'Hello there'),
      'ChatGPT',
      {
        onCreated: (id) => (created = id),
        onFinal: (info) => (finalInfo = info),
      },
    );
    // The user message and the placeholder show at once.
    expect(visibleTexts(store).map((m) => m?.text)).toEqual(['Hello there', '']);
    expect(store.state().stream.status).toBe('streaming');
    const end = await run.done;
    expect(end.kind).toBe('final');
    const [user, reply] = visibleTexts(store);
    expect(user?.isCreatedByUser).toBe(true);
    expect(reply?.text.length).toBeGreaterThan(50);
    expect(reply?.submitting).toBe(false);
    expect(reply?.messageId.endsWith('_')).toBe(false);
    expect(reply?.parentMessageId).toBe(user?.messageId);
    expect(created).toBe(store.state().conversationId);
    expect(finalInfo).toEqual({ conversationId: created, wasFirstMessage: true });
    expect(store.state().stream.status).toBe('idle');
  });

  it('regenerates as a sibling and continues the same reply', async () => {
    const store = openChat();
    await runSubmission(
      store.writer,
      newMessageSubmission(contextOf(store), 'Describe it [[length]]'),
      'ChatGPT',
    ).done;
    const firstReply = store.latestMessage();
    expect(firstReply?.finish_reason).toBe('length');

    await runSubmission(store.writer, continueSubmission(contextOf(store)), 'ChatGPT').done;
    const continued = store.latestMessage();
    expect(continued?.messageId).toBe(firstReply?.messageId);
    expect(continued?.text.startsWith(firstReply?.text ?? '?')).toBe(true);
    expect(store.visiblePath()).toHaveLength(2);

    await runSubmission(store.writer, regenerateSubmission(contextOf(store), continued!.messageId), 'ChatGPT')
      .done;
    const regenerated = store.latestMessage();
    expect(regenerated?.messageId).not.toBe(continued?.messageId);
    const { tree, siblingIndex } = store.state();
    expect(siblingInfo(tree, regenerated!.messageId, siblingIndex)).toMatchObject({ position: 2, count: 2 });
  });

  it('keeps a dropped reply as unfinished and reports the failure', async () => {
    const store = openChat();
    const failures: string[] = [];
    const end = await runSubmission(
      store.writer,
      newMessageSubmission(contextOf(store), 'Rivers [[drop]]'),
      'ChatGPT',
      {
        onFailed: (result) => failures.push(result.kind),
      },
    ).done;
    expect(end.kind).toBe('dropped');
    expect(failures).toEqual(['dropped']);
    const reply = store.latestMessage();
    expect(reply?.unfinished).toBe(true);
    expect(reply?.submitting).toBe(false);
    expect(reply?.text.length).toBeGreaterThan(0);
  });

  it('turns an error event into an error reply', async () => {
    const store = openChat();
    const end = await runSubmission(
      store.writer,
      newMessageSubmission(contextOf(store), 'hi [[error:500]]'),
      'ChatGPT',
    ).done;
    expect(end.kind).toBe('error');
    expect(store.latestMessage()).toMatchObject({ error: true, isCreatedByUser: false });
    expect(store.latestMessage()?.text).toContain('HTTP 500');
  });

  it('stops a reply: the server saves it cancelled and the store applies that', async () => {
    setSettings({ tokensPerSecond: 20 });
    const store = openChat();
    const run = runSubmission(
      store.writer,
      newMessageSubmission(contextOf(store), 'A long one please'),
      'ChatGPT',
      { abort: abortAsk },
    );
    await vi.waitFor(() => expect(store.latestMessage()?.text.length ?? 0).toBeGreaterThan(10), {
      timeout: 5000,
    });
    await run.stop();
    expect(store.state().stream.status).toBe('idle');
    expect(store.latestMessage()?.cancelled).toBe(true);
    expect((await run.done).kind).toBe('aborted');
  });
});

describe('runSubmission as a guest', () => {
  beforeEach(() => {
    setRuntimeConfig(testConfig);
    setAccessToken(null);
  });

  it('answers a refused guest model with an error reply, not an exception', async () => {
    const store = openChat();
    const submission = newMessageSubmission(
      { ...contextOf(store), endpointOptions: { ...OPTIONS, model: 'gpt-4o' } },
      'hello',
    );
    const end = await runSubmission(store.writer, submission, 'ChatGPT').done;
    expect(end).toMatchObject({ kind: 'http', status: 401 });
    expect(store.latestMessage()).toMatchObject({ error: true, text: 'Unauthorized' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { composeModelReply, modelMarker } from '@mocks/model/model-personas';
import { composeReply } from '@mocks/model/reply-generator';
import { setCompareExtras, showBoard } from '@/lib/compare-selection';
import { mockDb } from '@mocks/node';
import { setSettings } from '../../mocks/helpers';
import { stubResizeObserver } from '../../helpers/resize-observer';
import { renderApp } from '../../helpers/render-app';
import { renderSignedIn } from '../../helpers/sign-in';

stubResizeObserver();

/**
 * Issue #44: one prompt, two or three models, each answer in its own pane. The expected texts come from
 * the mock's documented per-model answers (mocks/model/model-personas.ts), never from the screen.
 */
const CLAUDE = { title: 'Claude 4 Sonnet', model: 'claude-sonnet-4', endpoint: 'claude' };
const GEMINI = { title: 'Gemini 1.5 Pro', model: 'gemini-1.5-pro', endpoint: 'gemini' };
const FIRST = { title: 'GPT-4o', model: 'gpt-4o-mini', endpoint: 'openAI' };

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function addModel(app: App, title: string) {
  await app.user.click(await screen.findByRole('button', { name: 'Compare with another model' }));
  await app.user.click(await screen.findByRole('menuitem', { name: new RegExp(title) }));
  await screen.findByRole('button', { name: `Remove ${title} from the comparison` });
}

async function compare(app: App, prompt: string, ...models: (typeof CLAUDE)[]) {
  for (const model of models) await addModel(app, model.title);
  await app.user.type(screen.getByRole('textbox', { name: 'Message' }), `${prompt}{Enter}`);
}

const pane = (title: string) => screen.getByRole('region', { name: `Answer from ${title}` });
const stateOf = (title: string) =>
  pane(title).querySelector('[data-answer-state]')?.getAttribute('data-answer-state');
/** The words of a reply as the pane shows them (markdown marks and spacing aside). */
const words = (text: string) =>
  text
    .replace(/[`*_|#>[\]-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
const shows = (title: string, expected: string) => {
  const shown = words(pane(title).textContent ?? '').join(' ');
  const wanted = words(expected);
  expect(shown).toContain(wanted.slice(0, 6).join(' '));
  expect(shown).toContain(wanted.slice(-4).join(' '));
};
const release = async () => {
  const response = await fetch('/__mock/release-held', { method: 'POST' });
  expect(response.status).toBe(200);
};
const allDone = async (...titles: string[]) =>
  waitFor(() => titles.forEach((title) => expect(stateOf(title)).not.toBe('writing')), { timeout: 15000 });

describe('compare models side by side', { timeout: 40_000 }, () => {
  beforeEach(() => {
    setSettings({ tokensPerSecond: 4000, titleDelayMs: 0, modelsAtLimit: [] });
    setCompareExtras([]);
    showBoard(null);
  });

  it('writes three answers at once, each pane holding only its own model’s words', async () => {
    const app = await renderSignedIn();
    // [[hold]]: each answer waits after its first words until the mock releases them.
    const prompt = 'How do tides work? [[[[hold]]';
    await compare(app, prompt, CLAUDE, GEMINI);
    // All three are being written at the same time.
    await waitFor(
      () => [FIRST, CLAUDE, GEMINI].forEach(({ title }) => expect(stateOf(title)).toBe('writing')),
      { timeout: 8000 },
    );
    await waitFor(() => expect(pane(GEMINI.title).textContent).toContain('[Simulated gemini'));
    await release();
    await allDone(FIRST.title, CLAUDE.title, GEMINI.title);
    expect(stateOf(CLAUDE.title)).toBe('done');
    const sent = 'How do tides work? [[hold]]';
    shows(FIRST.title, composeReply(sent, 0));
    shows(CLAUDE.title, composeModelReply(sent, 0, CLAUDE.model, CLAUDE.endpoint));
    shows(GEMINI.title, composeModelReply(sent, 0, GEMINI.model, GEMINI.endpoint));
    // Each marker is in its own pane only.
    expect(pane(CLAUDE.title)).toHaveTextContent(modelMarker(CLAUDE.model, CLAUDE.endpoint));
    expect(pane(GEMINI.title)).not.toHaveTextContent(modelMarker(CLAUDE.model, CLAUDE.endpoint));
    expect(pane(FIRST.title)).not.toHaveTextContent('[Simulated');
    // The address follows the conversation, and the three answers are siblings of one question.
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/chat\/[\w-]{8,}/));
    // Continue with Claude's: the chat shows it, and the next prompt goes to Claude alone.
    expect(screen.getByRole('list', { name: 'Also answering' })).toBeInTheDocument();
    await app.user.click(
      within(pane(CLAUDE.title)).getByRole('button', { name: 'Continue with this answer' }),
    );
    expect(screen.queryByRole('list', { name: 'Also answering' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('article').at(-1)).toHaveTextContent(
        modelMarker(CLAUDE.model, CLAUDE.endpoint),
      ),
    );
  });

  it('stops one answer and leaves the others writing', async () => {
    const app = await renderSignedIn();
    await compare(app, 'Explain photosynthesis [[[[hold]]', CLAUDE, GEMINI);
    await waitFor(
      () => [FIRST, CLAUDE, GEMINI].forEach(({ title }) => expect(stateOf(title)).toBe('writing')),
      { timeout: 8000 },
    );
    await waitFor(() => expect(pane(CLAUDE.title).textContent).toContain('[Simulated claude'));
    await app.user.click(
      within(pane(CLAUDE.title)).getByRole('button', { name: `Stop the answer from ${CLAUDE.title}` }),
    );
    await waitFor(() => expect(stateOf(CLAUDE.title)).toBe('stopped'));
    expect(stateOf(GEMINI.title)).toBe('writing');
    expect(stateOf(FIRST.title)).toBe('writing');
    await release();
    await allDone(FIRST.title, GEMINI.title);
    expect(stateOf(GEMINI.title)).toBe('done');
    expect(stateOf(CLAUDE.title)).toBe('stopped');
  });

  it('shows an error in one pane while the others finish', async () => {
    setSettings({ tokensPerSecond: 200 });
    const app = await renderSignedIn();
    const prompt = 'Name three rivers [[[[fail:gemini-1.5-pro]]';
    await compare(app, prompt, CLAUDE, GEMINI);
    await waitFor(() => expect(stateOf(GEMINI.title)).toBe('error'), { timeout: 8000 });
    expect(within(pane(GEMINI.title)).getByRole('alert')).toHaveTextContent('HTTP 500');
    await allDone(FIRST.title, CLAUDE.title);
    expect(stateOf(CLAUDE.title)).toBe('done');
    expect(stateOf(FIRST.title)).toBe('done');
    shows(
      CLAUDE.title,
      composeModelReply('Name three rivers [[fail:gemini-1.5-pro]]', 0, CLAUDE.model, CLAUDE.endpoint),
    );
  });

  it('checks the usage of every model before sending, and names the one over its limit', async () => {
    setSettings({ modelsAtLimit: [GEMINI.model] });
    const app = await renderSignedIn();
    await compare(app, 'Is this sent?', CLAUDE, GEMINI);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Maximum Token Limit');
    expect(dialog).toHaveTextContent(GEMINI.title);
    expect(dialog).not.toHaveTextContent(CLAUDE.title);
    // Nothing was sent: no question, no answer, and the prompt is still in the box.
    expect(screen.queryByRole('article', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Answer from/ })).not.toBeInTheDocument();
  });

  it('tries a reply again with another model, and then shows the two side by side', async () => {
    const app = await renderSignedIn();
    const prompt = 'Tell me about owls';
    await app.user.type(screen.getByRole('textbox', { name: 'Message' }), `${prompt}{Enter}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument(), {
      timeout: 10000,
    });
    await app.user.click(await screen.findByRole('button', { name: 'Try again with…' }));
    await app.user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${CLAUDE.title}`) }));
    const marker = modelMarker(CLAUDE.model, CLAUDE.endpoint);
    // One more sibling, shown as the newest variant.
    await waitFor(() => expect(screen.getAllByRole('article').at(-1)).toHaveTextContent(marker), {
      timeout: 10000,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument(), {
      timeout: 10000,
    });
    await app.user.click(await screen.findByRole('button', { name: 'Show side by side' }));
    await allDone(FIRST.title, CLAUDE.title);
    expect(screen.getAllByRole('region', { name: /^Answer from/ })).toHaveLength(2);
    shows(FIRST.title, composeReply(prompt, 0));
    shows(CLAUDE.title, composeModelReply(prompt, 0, CLAUDE.model, CLAUDE.endpoint));
    expect(pane(FIRST.title)).not.toHaveTextContent(marker);
    // Continue with the first answer: the board closes and the chat shows that variant.
    await app.user.click(
      within(pane(FIRST.title)).getByRole('button', { name: 'Continue with this answer' }),
    );
    expect(screen.queryByRole('region', { name: /^Answer from/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article').at(-1)).not.toHaveTextContent(marker));
    // The comparison is over: nothing is added to the composer's model any more.
    expect(screen.queryByRole('list', { name: 'Also answering' })).not.toBeInTheDocument();
  });

  it('asks a guest to register, and opens the pricing gate for a model a free user’s plan lacks', async () => {
    const guest = await renderApp('/chat/new');
    await guest.user.click(await screen.findByRole('button', { name: 'Compare with another model' }));
    const prompt = await screen.findByRole('alert');
    expect(prompt).toHaveTextContent('Create a free account to compare models side by side.');
    expect(within(prompt).getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    guest.unmount();

    const app = await renderSignedIn('free@demo.test');
    await app.user.click(await screen.findByRole('button', { name: 'Compare with another model' }));
    await app.user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${CLAUDE.title}`) }));
    expect(await screen.findByRole('dialog', { name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Also answering' })).not.toBeInTheDocument();
  });

  it('on a shared endpoint, Stop closes that answer here only and says the server finishes it', async () => {
    const GPT5 = { title: 'GPT-5', model: 'gpt-4o', endpoint: 'openAI' };
    const app = await renderSignedIn();
    const prompt = 'Compare two GPTs [[[[hold]]';
    await compare(app, prompt, GPT5);
    await waitFor(() => [FIRST, GPT5].forEach(({ title }) => expect(stateOf(title)).toBe('writing')), {
      timeout: 8000,
    });
    // gpt-4o was asked last on openAI: it holds the endpoint's abort entry, the first answer does not.
    await app.user.click(
      within(pane(FIRST.title)).getByRole('button', { name: `Stop the answer from ${FIRST.title}` }),
    );
    // Closed here at once, and said so; a later copy from the server may show it as the server saved it.
    await waitFor(() => expect(stateOf(FIRST.title)).not.toBe('writing'));
    if (stateOf(FIRST.title) === 'stopped') expect(pane(FIRST.title)).toHaveTextContent('Stopped here only.');
    // The server was not asked to stop anything: the other answer on openAI goes on.
    expect(stateOf(GPT5.title)).toBe('writing');
    await release();
    await allDone(GPT5.title);
    // The server was not asked to stop it: it saves the first answer whole.
    const conversationId = app.router.state.location.pathname.split('/').at(-1) ?? '';
    await waitFor(() => {
      const saved = mockDb.state.messages.find(
        (message) => message.conversationId === conversationId && message.model === FIRST.model,
      );
      expect(saved).toMatchObject({ cancelled: false, unfinished: false });
      expect(saved?.text).toBe(composeReply('Compare two GPTs [[hold]]', 0));
    });
  });
});

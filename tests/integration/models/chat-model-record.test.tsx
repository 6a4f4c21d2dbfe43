import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '@mocks/node';
import { setSettings } from '../../mocks/helpers';
import { chooseInDropdown, installResizeObserver, modelDropdown, signIn, type App } from './helpers';

/**
 * The model chosen for a chat is its conversation record's (issue #41): the header, the option bar and
 * what the chat sends with read and write the record of the chat the address opens.
 */
beforeAll(installResizeObserver);

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

/** Sends a prompt and waits until its reply, from `sender`, is written. */
async function ask(app: App, prompt: string, sender: string) {
  const before = screen.queryAllByRole('article', { name: `Reply from ${sender}` }).length;
  await app.user.type(messageBox(), `${prompt}{Enter}`);
  await waitFor(() =>
    expect(screen.getAllByRole('article', { name: `Reply from ${sender}` })).toHaveLength(before + 1),
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop generating' })).toBeNull());
}

describe('the model of a chat, kept by its record', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it('stays the model a fresh chat was sent with once the server names it, before its stored copy comes', async () => {
    // The stored conversation never arrives: only the chat's record can say its model once the address
    // is /chat/{id}, which names no model.
    server.use(http.get('*/api/convos/:conversationId', () => delay('infinite')));
    const app = await signIn('pro@demo.test', /PRO/);
    await chooseInDropdown(app, /^Claude/);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/claude'));
    await ask(app, 'Hello Claude', 'Claude 4.5 Sonnet');
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe('/chat/claude'));
    expect(await modelDropdown()).toHaveTextContent('Claude');
    await ask(app, 'And once more', 'Claude 4.5 Sonnet');
  });

  it('opens /chat/new with a model that has no address of its own, and takes another one there', async () => {
    const app = await signIn('basic@demo.test', /FREE/);
    await app.router.navigate('/chat/gpt-4o-mini');
    await app.user.click((await screen.findAllByRole('button', { name: 'All models' }))[0]!);
    await app.user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: /^Llama 3 8B/ }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));
    expect(await modelDropdown()).toHaveTextContent('Llama 3 8B');
    // The address's model is Llama 3 8B now: choosing GPT-4o there is a choice of its own.
    await chooseInDropdown(app, /^GPT-4o/);
    expect(app.router.state.location.pathname).toBe('/chat/new');
    expect(await modelDropdown()).toHaveTextContent('GPT-4o');
    await ask(app, 'Hello there', 'GPT-4o');
  });

  it('keeps a model chosen while a stored conversation loads, and shows the conversation', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The messages wait; then the mock's own handler answers.
    server.use(http.get('*/api/messages/:conversationId', () => released));
    const app = await signIn('pro@demo.test', /PRO/);
    await app.user.click(await screen.findByRole('link', { name: /Sum a CSV column in Python/ }));
    await screen.findByText('Loading...');
    await chooseInDropdown(app, /^DeepSeek/);
    release();
    await screen.findByText('Can I do the same with pandas?');
    expect(await modelDropdown()).toHaveTextContent('DeepSeek');
    await ask(app, 'And with numpy?', 'DeepSeek R1');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { setSettings } from '../../mocks/helpers';
import { renderApp } from '../../helpers/render-app';
import { renderSignedIn } from '../../helpers/sign-in';

describe('chat screen', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it('sends with Enter, streams the reply and keeps Shift+Enter for new lines', async () => {
    const { user } = await renderApp('/chat/new');
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('First line\nsecond line');
    await user.keyboard('{Enter}');

    const mine = await screen.findByRole('article', { name: 'Your message' });
    expect(mine).toHaveTextContent('First line second line');
    const reply = await screen.findByRole('article', { name: 'Reply from GPT-4o' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument());
    expect(reply.textContent?.length ?? 0).toBeGreaterThan(50);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    // The greeting was the page's heading; a guest's chat is a new one.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New chat');
  });

  it('keeps the same message rows when the server names the streamed messages', async () => {
    setSettings({ tokensPerSecond: 150 });
    const { user } = await renderApp('/chat/new');
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Explain caching{Enter}');
    // Streaming: the input's stop button and the one under the reply.
    await screen.findAllByRole('button', { name: 'Stop generating' });
    expect(screen.queryByRole('button', { name: 'Regenerate response' })).not.toBeInTheDocument();
    const mine = screen.getByRole('article', { name: 'Your message' });
    const reply = screen.getByRole('article', { name: 'Reply from GPT-4o' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument(), {
      timeout: 5000,
    });
    // A remount would re-parse the whole reply and make the list jump; the rows stay the same elements.
    expect(screen.getByRole('article', { name: 'Reply from GPT-4o' })).toBe(reply);
    expect(screen.getByRole('article', { name: 'Your message' })).toBe(mine);
    expect(reply.textContent?.length ?? 0).toBeGreaterThan(50);
    // The bar above the input follows the finished reply again.
    expect(screen.getByRole('button', { name: 'Regenerate response' })).toBeInTheDocument();
  });

  it('does not send empty text', async () => {
    const { user } = await renderApp('/chat/new');
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, '   {Enter}');
    expect(screen.queryByRole('article', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('sends a guest who opens a pro model’s address to a new chat with the free model, and asks them to register', async () => {
    const app = await renderApp('/chat/claude');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Your message' })).not.toBeInTheDocument();
  });

  it('shows the quick action a typed text matches and the error box of a failed reply', async () => {
    const { user } = await renderApp('/chat/new');
    const input = await screen.findByRole('textbox', { name: 'Message' });
    // user-event reads '[[' as one literal '['.
    await user.type(input, 'Summarize this [[[[error:500]]');
    // The chip follows the text once typing pauses (issue #30: no match on every key press).
    expect(await screen.findByText('Quick action: Summarize')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong. Please try again in a few moments.');
    expect(alert).toHaveTextContent('HTTP 500');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled());
  });

  it('names a new chat whose first reply failed after its first prompt', async () => {
    const { user, router } = await renderSignedIn();
    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Plan a weekend trip to Porto [[[[error:500]]{Enter}',
    );
    await screen.findByRole('alert');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/[\w-]{36}$/));
    const history = within(screen.getByRole('region', { name: 'Chat history' }));
    expect(await history.findByRole('link', { name: 'Plan a weekend trip to Porto' })).toBeInTheDocument();
    // The page's heading follows the name the server gave.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan a weekend trip to Porto' }),
    ).toHaveClass('sr-only');
  });

  it('names an opened conversation in the page heading', async () => {
    const { user } = await renderSignedIn();
    const history = within(screen.getByRole('region', { name: 'Chat history' }));
    await user.click(await history.findByRole('link', { name: 'Sum a CSV column in Python' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sum a CSV column in Python' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { setSettings } from '../../mocks/helpers';
import { renderApp } from '../../helpers/render-app';
import {
  chooseInDropdown,
  cookie,
  installResizeObserver,
  modelDropdown,
  openModelDropdown,
  signIn,
} from './helpers';

beforeAll(installResizeObserver);

describe('the header model dropdown', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it("lists the spec's entries and labels with PRO badges", async () => {
    const app = await renderApp('/chat/new');
    expect(await modelDropdown()).toHaveTextContent('GPT-4ofastest, free');
    const listbox = await openModelDropdown(app);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'GPT-4ofastest, free',
      // The PRO badge says 'pro': the hint beside it does not say it again (issue #15 item 7).
      'GPT-5most accurateNeeds a free accountPRO',
      'ClaudeNeeds a free accountPRO',
      'DeepSeekNeeds a free accountPRO',
      'PerplexityNeeds a free accountPRO',
      'GrokNeeds a free accountPRO',
      'DALL-ENeeds a free accountPRO',
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('asks a guest who chooses Claude to register, and stays on GPT-4o', async () => {
    const app = await renderApp('/chat/new');
    await chooseInDropdown(app, /^Claude/);
    const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
    expect(within(dialog).getByTitle('Create your free account')).toHaveAttribute(
      'src',
      'https://start.example.test/register-auth',
    );
    expect(app.router.state.location.pathname).toBe('/chat/new');
    expect(await modelDropdown()).toHaveTextContent('GPT-4o');
    expect(cookie('access_endpoint')).toBeUndefined();
  });

  it('gives a guest model buttons on a narrow screen, with the same gate', async () => {
    const app = await renderApp('/chat/new');
    const carousel = await screen.findByRole('region', { name: 'Models' });
    expect(within(carousel).getByRole('button', { name: 'GPT-4o' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(within(carousel).getByRole('button', { name: 'Grok' }));
    expect(await screen.findByRole('dialog', { name: 'Create your free account' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/chat/new');
  });

  it('lets pro@ use Claude: no model tabs, the address and the cookies follow, Claude answers', async () => {
    const app = await signIn('pro@demo.test', /PRO/);
    expect(screen.queryByRole('region', { name: 'Models' })).not.toBeInTheDocument();
    await chooseInDropdown(app, /^Claude/);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/claude'));
    expect(cookie('access_endpoint')).toBe('claude');
    expect(JSON.parse(localStorage.getItem('lastSelectedModel') ?? '{}')).toMatchObject({
      claude: 'claude-sonnet-4-5',
    });
    expect(JSON.parse(localStorage.getItem('aiModelState') ?? '""')).toBe('claude-sonnet-4-5');
    expect(await modelDropdown()).toHaveTextContent('Claude');

    await app.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello there{Enter}');
    expect(await screen.findByRole('article', { name: 'Reply from Claude 4.5 Sonnet' })).toBeInTheDocument();
  });

  it('changes the model of the next sends in a stored conversation', async () => {
    const app = await signIn('pro@demo.test', /PRO/);
    await app.user.click(await screen.findByRole('link', { name: /Sum a CSV column in Python/ }));
    await screen.findByText('Can I do the same with pandas?');
    const path = app.router.state.location.pathname;
    await chooseInDropdown(app, /^DeepSeek/);
    expect(app.router.state.location.pathname).toBe(path);
    expect(await modelDropdown()).toHaveTextContent('DeepSeek');

    await app.user.type(screen.getByRole('textbox', { name: 'Message' }), 'And with numpy?{Enter}');
    expect(await screen.findByRole('article', { name: 'Reply from DeepSeek R1' })).toBeInTheDocument();
  });

  it('hides from enterprise the models it is not flagged for', async () => {
    const app = await signIn('enterprise@demo.test', /PRO/);
    const listbox = await openModelDropdown(app);
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(names.some((name) => name.startsWith('Claude'))).toBe(false);
    expect(names.some((name) => name.startsWith('DALL-E'))).toBe(false);
    expect(names.some((name) => name.startsWith('DeepSeek'))).toBe(true);
  });

  it('lists the whole catalogue in the full list, with PRO MAX badges', async () => {
    const app = await signIn('basic@demo.test', /FREE/);
    await app.user.click((await screen.findAllByRole('button', { name: 'All models' }))[0]!);
    const menu = await screen.findByRole('menu');
    const llama = within(menu).getByRole('menuitem', { name: /^Llama 3 8B/ });
    expect(within(menu).getByRole('menuitem', { name: /^Claude 3\.5 Sonnet.*PRO MAX$/ })).toBeInTheDocument();
    // Only what /api/endpoints offers: the mock has no gpt-4-pro-max.
    expect(within(menu).queryByRole('menuitem', { name: /^GPT-4 Pro Max/ })).not.toBeInTheDocument();
    await app.user.click(llama);
    expect(app.router.state.location.pathname).toBe('/chat/new');
    expect(await modelDropdown()).toHaveTextContent('Llama 3 8B');

    await app.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi llama{Enter}');
    expect(await screen.findByRole('article', { name: 'Reply from Llama 3 8B' })).toBeInTheDocument();
  });
});

import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { POPUP_CLOSE_DELAY_MS } from '@/features/plans';
import { renderApp } from '../../helpers/render-app';
import { chooseInDropdown, cookie, installResizeObserver, signIn } from './helpers';

beforeAll(installResizeObserver);

const registerDialog = () => screen.findByRole('dialog', { name: 'Create your free account' });

describe('register and pricing popups', () => {
  it('closes from the close icon only after the 360 ms fade', async () => {
    const app = await renderApp('/chat/new');
    await chooseInDropdown(app, /^DeepSeek/);
    const dialog = await registerDialog();
    const started = Date.now();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Date.now() - started).toBeGreaterThanOrEqual(POPUP_CLOSE_DELAY_MS - 20);
  });

  it('closes with Escape', async () => {
    const app = await renderApp('/chat/new');
    await chooseInDropdown(app, /^Grok/);
    await registerDialog();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('re-checks the frame every second: once user_email exists it shows pricing', async () => {
    const app = await renderApp('/chat/new');
    await chooseInDropdown(app, /^Claude/);
    const frame = within(await registerDialog()).getByTitle('Create your free account');
    expect(frame).toHaveAttribute('src', 'https://start.example.test/register-auth');
    act(() => {
      document.cookie = 'user_email=new%40user.test; path=/';
      document.cookie = 'show_compare=true; path=/';
      document.cookie = 'promo=save25; path=/';
    });
    const pricing = await screen.findByTitle('Choose your plan', {}, { timeout: 2500 });
    expect(pricing).toHaveAttribute('src', 'https://start.example.test/pricing?ppg=182&show_compare=true');
  });

  it('shows the in-app register prompt when reg_pop is 1', async () => {
    const app = await renderApp('/chat/new?reg_pop=1');
    await waitFor(() => expect(cookie('reg_pop')).toBe('1'));
    await chooseInDropdown(app, /^Claude/);
    const dialog = await registerDialog();
    expect(within(dialog).queryByTitle('Create your free account')).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/register'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the register popup for a guest who opens a pro model’s address, over a new free chat', async () => {
    const app = await renderApp('/chat/claude');
    expect(await registerDialog()).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));
  });

  it('says so, with a link, when the start site does not answer', async () => {
    server.use(http.get('https://start.example.test/*', () => HttpResponse.error()));
    await renderApp('/chat/claude');
    const dialog = await registerDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    expect(within(alert).getByRole('link', { name: 'Open it in a new tab' })).toHaveAttribute(
      'href',
      'https://start.example.test/register-auth',
    );
  });

  it('opens the register popup from Go Pro for a guest', async () => {
    const app = await renderApp('/chat/new');
    await app.user.click((await screen.findAllByRole('link', { name: 'Go Pro' }))[0]!);
    expect(await registerDialog()).toBeInTheDocument();
  });

  it('gives a free user the pricing frame for a pro model, and the plan cookies', async () => {
    const app = await signIn('free@demo.test', /FREE/);
    await waitFor(() => expect(cookie('user_email')).toBe('free%40demo.test'));
    expect(cookie('user_plan')).toBeUndefined();
    const carousel = await screen.findByRole('region', { name: 'Models' });
    await app.user.click(within(carousel).getByRole('button', { name: 'GPT-5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(within(dialog).getByTitle('Choose your plan')).toHaveAttribute(
      'src',
      'https://start.example.test/pricing?ppg=97',
    );
    expect(app.router.state.location.pathname).toBe('/chat/new');
  });

  it('writes user_plan for a paid user and offers no Go Pro to a PRO badge', async () => {
    await signIn('pro@demo.test', /PRO/);
    await waitFor(() => expect(cookie('user_plan')).toBe('PRO'));
    expect(cookie('user_email')).toBe('pro%40demo.test');
    expect(screen.queryByRole('link', { name: 'Go Pro' })).toBeNull();
  });

  it('links Go Pro for a basic user to the upgrade page with the plan group', async () => {
    document.cookie = 'ppg=72; path=/';
    await signIn('basic@demo.test', /FREE/);
    expect((await screen.findAllByRole('link', { name: 'Go Pro' }))[0]).toHaveAttribute(
      'href',
      'https://start.example.test/upgrade?ppg=72',
    );
  });
});

describe('the video model dropdown', () => {
  it('switches a basic user to Veo 3', async () => {
    const app = await signIn('basic@demo.test', /FREE/);
    await app.router.navigate('/video-gen');
    await app.user.click(await screen.findByRole('button', { name: /^Video model/ }));
    await app.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Veo 3/ }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/video-gen/veo-3'));
    expect(screen.getByRole('button', { name: 'Model: Veo 3' })).toBeDisabled();
    await app.router.navigate('/image-gen');
    const fixed = await screen.findAllByRole('button', { name: 'Model: Flux Pro' });
    fixed.forEach((button) => expect(button).toBeDisabled());
  });

  it('asks a guest to register before switching', async () => {
    const app = await renderApp('/video-gen');
    expect(await screen.findByRole('button', { name: 'Model: Kling 2.1' })).toBeDisabled();
    await app.user.click(await screen.findByRole('button', { name: /^Video model/ }));
    await app.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Veo 3/ }));
    expect(await registerDialog()).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/video-gen');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { renderSignedIn, seedConversations } from '../helpers/sign-in';

/** Signed in, with a stored conversation open from the history. */
async function openStoredChat() {
  const app = await renderSignedIn('pro@demo.test');
  await seedConversations('pro@demo.test', 1);
  await app.router.navigate('/chat/new');
  const stored = await waitFor(() => {
    const link = screen
      .getAllByRole('link')
      .find((element) => /^\/chat\/(?!new|search)/.test(element.getAttribute('href') ?? ''));
    expect(link).toBeDefined();
    return link!;
  });
  await app.user.click(stored);
  await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/chat\/(?!new)/));
  return app;
}

const SESSION_ENDED = 'Your session has ended. Please log in again.';

const leave = () => {
  localStorage.setItem('chatDraft:new', 'half a secret thought');
  localStorage.setItem('openAI_token', 'sk-personal-key');
  localStorage.setItem('lastSelectedTools', '["wolfram"]');
  localStorage.setItem('theme', 'dark');
};

describe('nothing of a user outlives their session', () => {
  it('logout clears drafts, own keys, tools and the plan cookies, and keeps the theme and language', async () => {
    const app = await renderSignedIn('pro@demo.test');
    leave();
    document.cookie = 'locales=de; path=/';
    await waitFor(() => expect(readCookie('user_email')).toBe('pro@demo.test'));

    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));

    expect(localStorage.getItem('chatDraft:new')).toBeNull();
    expect(localStorage.getItem('openAI_token')).toBeNull();
    expect(localStorage.getItem('lastSelectedTools')).toBeNull();
    expect(readCookie('user_email')).toBeNull();
    expect(readCookie('user_plan')).toBeNull();
    expect(readCookie('aiwp_logged_in')).toBeNull();
    expect(readCookie('token')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(readCookie('locales')).toBe('de');
  });

  it('logging out of an open conversation goes to /login, not to /chat/new', async () => {
    const app = await openStoredChat();

    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    // It stays there: no guard sends the new guest on to the empty chat.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.router.state.location.pathname).toBe('/login');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  it('a read the server refuses while the logout lands does not turn it into a session ended, nor send it to /chat/new', async () => {
    const app = await openStoredChat();
    // The moment the server has ended the session, a read the open chat makes (a poll, a refetch on focus)
    // is refused, and so is the refresh it tries: as the logout's own navigation is under way.
    let refused: Promise<unknown> | null = null;
    server.use(
      http.post('*/api/auth/logout', () => {
        setTimeout(() => (refused = apiRequest('/api/user').catch((error: unknown) => error)));
        return undefined;
      }),
    );

    const visited: string[] = [];
    const sampler = setInterval(() => visited.push(app.router.state.location.pathname), 2);
    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(refused).not.toBeNull());
    await refused;
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    clearInterval(sampler);
    expect(app.router.state.location.pathname).toBe('/login');
    // Not even for a moment: the guest it becomes is not shown the empty chat on the way.
    expect(visited).not.toContain('/chat/new');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    // A logout is not a session that ran out.
    expect(screen.queryByText(SESSION_ENDED)).toBeNull();
  });

  it('a read answered with a 401 after the logout ended does not say the session ran out', async () => {
    const app = await renderSignedIn('pro@demo.test');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/user', async () => {
        await held;
        return new HttpResponse('Unauthorized', { status: 401 });
      }),
    );
    // Sent with the session's token, answered once the visitor is on the login page.
    const late = apiRequest('/api/user').catch((error: unknown) => error);
    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    answer();
    await late;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(SESSION_ENDED)).toBeNull();
    expect(app.router.state.location.pathname).toBe('/login');
  });

  it('a session that ends with a 401 clears them too', async () => {
    const app = await renderSignedIn('pro@demo.test');
    leave();
    await waitFor(() => expect(readCookie('user_plan')).not.toBeNull());
    server.use(http.post('*/api/auth/refresh', () => new HttpResponse('Unauthorized', { status: 401 })));
    expect((await fetch('/__mock/expire-access-tokens', { method: 'POST' })).ok).toBe(true);
    // The next call gets 401, the refresh cannot help: the session has ended. The plugin list is the call
    // asked for here; on a loaded machine a call the app makes by itself came first once, and ended the
    // session the same way while the menu was opening.
    try {
      await app.user.click(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 3000 }));
      await app.user.click(await screen.findByRole('button', { name: 'Plugins' }, { timeout: 3000 }));
    } catch (error) {
      if (readCookie('user_email') !== null) throw error;
    }
    await waitFor(() => expect(localStorage.getItem('chatDraft:new')).toBeNull());
    expect(localStorage.getItem('openAI_token')).toBeNull();
    expect(readCookie('user_plan')).toBeNull();
    expect(readCookie('user_email')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('never writes the bearer token where a script could read it', async () => {
    await renderSignedIn('pro@demo.test');
    expect(readCookie('token')).toBeNull();
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('eyJ'))).toBe(false);
  });
});

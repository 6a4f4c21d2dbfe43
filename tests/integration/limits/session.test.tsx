import { screen, waitFor } from '@testing-library/react';
import { startSession } from '@mocks/db/sessions';
import { mockDb } from '@mocks/node';
import { api } from '../../mocks/helpers';
import { renderSignedIn, userId, waitForSessionSocket } from './helpers';

describe('realtime session', () => {
  it('a forced logout lands on the stop-session page, logged out', async () => {
    const { router, user } = await renderSignedIn('pro@demo.test');
    await waitForSessionSocket('pro@demo.test');
    const response = await api('/__mock/force-logout', { body: { email: 'pro@demo.test' } });
    expect(await response.json()).toMatchObject({ sockets: 1 });

    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/stop-session');
    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a second session of the same user waits on the active-session page and may take over', async () => {
    // The first session: another browser (no cookies here), registered on the socket.
    const pro = mockDb.state.users.find((candidate) => candidate.email === 'pro@demo.test');
    if (!pro) throw new Error('no pro user');
    const first = startSession(mockDb, pro);
    const socket = new WebSocket('ws://localhost:3000/ws/session');
    const closed = new Promise<number>((resolve) => socket.addEventListener('close', (e) => resolve(e.code)));
    await new Promise((resolve) => socket.addEventListener('open', resolve));
    socket.send(
      JSON.stringify({
        type: 'register',
        id: first.chatSessionId,
        email: 'pro@demo.test',
      }),
    );
    await waitForSessionSocket('pro@demo.test');

    const { router, user } = await renderSignedIn('pro@demo.test');
    expect(
      await screen.findByRole('heading', { name: 'Your account is in use elsewhere' }),
    ).toBeInTheDocument();
    // The socket may answer before the start page's own redirect to /chat/new is done: the page is shown
    // at once, and the address follows it there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/active-session'));

    const takeOver = screen.getByRole('button', { name: 'Continue here' });
    await waitFor(() => expect(takeOver).toBeEnabled());
    await user.click(takeOver);
    expect(await closed).toBe(4002);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/new'));
    const sessions = mockDb.state.chatSessions.filter((chat) => chat.userId === userId('pro@demo.test'));
    expect(sessions).toHaveLength(1);
  });
});

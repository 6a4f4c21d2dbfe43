import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '../helpers/render-app';
import { renderSignedIn } from '../helpers/sign-in';

describe('the start-up refresh is lost once', () => {
  it('asks again, and a signed-in visitor is not shown the guest screen', async () => {
    const first = await renderSignedIn('pro@demo.test');
    first.unmount();
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes += 1;
        // The first answer never arrives (a dropped connection); later ones go to the mock.
        return refreshes === 1 ? HttpResponse.error() : undefined;
      }),
    );
    await renderApp('/chat/new');
    const history = await screen.findByRole('region', { name: 'Chat history' }, { timeout: 5000 });
    expect(await within(history).findByText('Relaxed weekend in Lisbon')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('user-card-label')).not.toHaveTextContent(''));
    expect(screen.getByTestId('user-card-label')).not.toHaveTextContent(/guest/i);
    expect(refreshes).toBe(2);
  });

  it('does not keep a guest waiting: one refresh, then the guest screen', async () => {
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.error();
      }),
    );
    await renderApp('/chat/new');
    expect(await screen.findByRole('heading', { name: 'How can I help you today?' })).toBeInTheDocument();
    expect(refreshes).toBe(1);
  });
});

/** What another page of this browser (a tab, the page this one replaced) leaves when it sends a refresh. */
const anotherPageRefreshed = (msAgo: number) =>
  localStorage.setItem(
    'authRefreshStarted',
    JSON.stringify({ page: 'another page', at: Date.now() - msAgo }),
  );

/** Every refresh answers 401 (the session is gone); the app starts and shows the guest screen. */
async function guestAfterRejectedRefreshes(): Promise<() => number> {
  let refreshes = 0;
  server.use(
    http.post('*/api/auth/refresh', () => {
      refreshes += 1;
      return new HttpResponse('Unauthorized', { status: 401 });
    }),
  );
  await renderApp('/chat/new');
  expect(await screen.findByRole('heading', { name: 'How can I help you today?' })).toBeInTheDocument();
  return () => refreshes;
}

describe('the start-up refresh is rejected once', () => {
  it('asks once more when another page refreshed a moment ago: it may have rotated the token', async () => {
    const first = await renderSignedIn('pro@demo.test');
    first.unmount();
    anotherPageRefreshed(300);
    let refreshes = 0;
    server.use(
      http.post('*/api/auth/refresh', () => {
        refreshes += 1;
        // What the server answers a token another page has just replaced; that page's answer brings the
        // browser the new one (here: the mock's cookie, which stays valid).
        return refreshes === 1 ? new HttpResponse('Unauthorized', { status: 401 }) : undefined;
      }),
    );
    await renderApp('/chat/new');
    const history = await screen.findByRole('region', { name: 'Chat history' }, { timeout: 5000 });
    expect(await within(history).findByText('Relaxed weekend in Lisbon')).toBeInTheDocument();
    expect(screen.getByTestId('user-card-label')).not.toHaveTextContent(/guest/i);
    expect(refreshes).toBe(2);
  });

  it('a session that is really gone ends as a guest after that one retry', async () => {
    anotherPageRefreshed(300);
    const refreshes = await guestAfterRejectedRefreshes();
    await waitFor(() => expect(refreshes()).toBe(2));
  });

  it.each([
    ['no other page refreshed', null],
    ['the last other refresh is 30 s old', 30_000],
  ])(
    'does not keep a visitor whose session is gone waiting when %s: one refresh, the guest screen',
    async (_, msAgo) => {
      if (msAgo !== null) anotherPageRefreshed(msAgo);
      const refreshes = await guestAfterRejectedRefreshes();
      expect(refreshes()).toBe(1);
    },
  );
});

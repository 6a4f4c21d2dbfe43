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

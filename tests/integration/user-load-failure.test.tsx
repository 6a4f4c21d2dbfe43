import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '../helpers/render-app';
import { renderSignedIn } from '../helpers/sign-in';

describe('GET /api/user answers 500 with an HTML error page', () => {
  it('shows a readable message, and no "Guest User" beside the listed history', async () => {
    const first = await renderSignedIn('pro@demo.test');
    first.unmount();
    server.use(
      http.get(
        '*/api/user',
        () =>
          new HttpResponse('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
            status: 500,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    // A page load: the session comes back through the refresh cookie, then the user fetch fails.
    await renderApp('/chat/new');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/<|nginx|Bad Gateway/);
    expect(alert).toHaveTextContent('Request failed with status 500');
    const history = await screen.findByRole('region', { name: 'Chat history' });
    expect(await within(history).findByText('Relaxed weekend in Lisbon')).toBeInTheDocument();
    expect(screen.getByTestId('user-card-label')).toHaveTextContent('Signed in');
  });
});

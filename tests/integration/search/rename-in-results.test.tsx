import { screen, waitFor, within } from '@testing-library/react';
import { renderSignedIn } from '../../helpers/sign-in';

describe('renaming while searching', () => {
  it('shows the new title in the search results too', async () => {
    const { user, router } = await renderSignedIn();
    await user.type(await screen.findByRole('textbox', { name: 'Search messages' }), 'tram');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/tram'));
    const results = within(await screen.findByRole('region', { name: 'Search results' }));
    expect(await results.findByRole('article', { name: 'Relaxed weekend in Lisbon' })).toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'Chat history' }));
    await user.click(await history.findByRole('button', { name: 'Rename Relaxed weekend in Lisbon' }));
    const field = history.getByRole('textbox', { name: 'Chat title' });
    await user.clear(field);
    await user.type(field, 'Lisbon by tram{Enter}');

    expect(await results.findByRole('article', { name: 'Lisbon by tram' })).toBeInTheDocument();
    expect(results.queryByRole('article', { name: 'Relaxed weekend in Lisbon' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn, seedConversations } from '../../helpers/sign-in';

const searchBox = () => screen.findByRole('textbox', { name: 'Search messages' });

describe('search', () => {
  it('searches 750 ms after typing and opens the conversation of a hit', async () => {
    const { user, router } = await renderSignedIn();
    await user.type(await searchBox(), 'Senhora');
    expect(router.state.location.pathname).toBe('/chat/new');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/Senhora'));

    const results = within(await screen.findByRole('region', { name: 'Search results' }));
    const card = await results.findByRole('article', { name: 'Relaxed weekend in Lisbon' });
    const mark = within(card).getByText('Senhora', { selector: 'mark' });
    expect(mark.closest('a')).toHaveTextContent(/viewpoint at Senhora do Monte/);
    expect(results.queryByRole('article', { name: 'Sum a CSV column in Python' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();

    await user.click(mark);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/[\w-]{36}$/));
    expect(document.title).toBe('Relaxed weekend in Lisbon');
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(await searchBox()).toHaveValue('');
  });

  it("says 'Nothing found' in the view and 'no results' under the box", async () => {
    const { user, router } = await renderSignedIn();
    await user.type(await searchBox(), 'quokka');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/quokka'));
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('no results');
  });

  it('lists only the matching chats in the sidebar while searching, and all again after leaving', async () => {
    const { user, router } = await renderSignedIn();
    // Each page draws its own sidebar: look the region up again after every navigation.
    const history = () => within(screen.getByRole('region', { name: 'Chat history' }));
    expect(await screen.findByRole('link', { name: 'Sum a CSV column in Python' })).toBeInTheDocument();
    await user.type(await searchBox(), 'tram');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/tram'));
    await waitFor(() => {
      const links = history()
        .queryAllByRole('link')
        .map((link) => link.textContent);
      expect(links).toEqual(['Relaxed weekend in Lisbon']);
    });

    await user.click(
      within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('link', { name: /New chat/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/new'));
    expect(await searchBox()).toHaveValue('');
    await waitFor(() =>
      expect(history().getByRole('link', { name: 'Sum a CSV column in Python' })).toBeInTheDocument(),
    );
  });

  it('finds words by their start and marks them whole', async () => {
    const { user, router } = await renderSignedIn();
    await user.type(await searchBox(), 'pyt');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/pyt'));
    const results = within(await screen.findByRole('region', { name: 'Search results' }));
    const card = await results.findByRole('article', { name: 'Sum a CSV column in Python' });
    expect(within(card).getAllByText('Python', { selector: 'mark' }).length).toBeGreaterThan(0);
  });

  it('pages the matching conversations and fills the box from the address', async () => {
    await seedConversations('pro@demo.test', 20);
    const { user, router } = await renderSignedIn();
    await router.navigate('/search/seeded');
    const results = within(await screen.findByRole('region', { name: 'Search results' }));
    expect(await results.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(results.getAllByRole('article')).toHaveLength(14);
    expect(await searchBox()).toHaveValue('seeded');
    await user.click(results.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(results.getAllByRole('article')).toHaveLength(6));
    expect(results.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('clearing the box leaves the search view for a new chat', async () => {
    const { user, router } = await renderSignedIn();
    await user.type(await searchBox(), 'tram');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/tram'));
    await screen.findByRole('region', { name: 'Search results' });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/new'));
  });

  it('/chat/search is the search view for what the box holds, with nothing to send from', async () => {
    const { router } = await renderSignedIn();
    await router.navigate('/chat/search');
    expect(await screen.findByRole('heading', { name: 'Search results', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Type in the search box/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('has no search box when the server has search switched off', async () => {
    setSettings({ searchEnabled: false });
    await renderSignedIn();
    expect(await screen.findByRole('region', { name: 'Chat history' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Relaxed weekend in Lisbon' });
    expect(screen.queryByRole('textbox', { name: 'Search messages' })).not.toBeInTheDocument();
  });
});

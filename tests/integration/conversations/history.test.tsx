import { screen, waitFor, within } from '@testing-library/react';
import { mockDb } from '@mocks/node';
import { renderSignedIn, seedConversations } from '../../helpers/sign-in';

const history = () => within(screen.getByRole('region', { name: 'Chat history' }));
const titles = () =>
  history()
    .getAllByRole('listitem')
    .map((item) => item.querySelector('a')?.textContent);

function serverTitles(email = 'pro@demo.test'): string[] {
  const user = mockDb.state.users.find((candidate) => candidate.email === email);
  return mockDb.state.conversations
    .filter((convo) => convo.user === user?.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((convo) => convo.title);
}

describe('sidebar history', () => {
  it('pages as the server pages (14 a page) with Page X of Y, previous and next', async () => {
    await seedConversations('pro@demo.test', 28);
    const { user } = await renderSignedIn();
    const all = serverTitles();
    expect(all).toHaveLength(30);

    expect(await history().findByText('Page 1 of 3')).toBeInTheDocument();
    expect(titles()).toEqual(all.slice(0, 14));
    expect(history().getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(history().getByRole('button', { name: 'Next page' }));
    expect(await history().findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(all.slice(14, 28)));

    await user.click(history().getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(titles()).toEqual(all.slice(28)));
    expect(history().getByText('Page 3 of 3')).toBeInTheDocument();
    expect(history().getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(history().getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(titles()).toEqual(all.slice(14, 28)));
  });

  it('has no pager for one page, and an empty state with a link to start a chat', async () => {
    const { user, router } = await renderSignedIn('free@demo.test');
    expect(await history().findByText('No chats yet.')).toBeInTheDocument();
    expect(history().queryByRole('navigation')).not.toBeInTheDocument();
    await router.navigate('/image-gen');
    await screen.findByRole('heading', { name: 'Image generation', level: 1 });
    await user.click(await history().findByRole('link', { name: 'Create one to get started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/new'));
  });

  it('opens a conversation: its address, the page title and the highlighted row', async () => {
    const { user, router } = await renderSignedIn();
    await waitFor(() => expect(titles()).toEqual(serverTitles()));
    expect(history().queryByRole('navigation')).not.toBeInTheDocument();
    const link = history().getByRole('link', { name: 'Relaxed weekend in Lisbon' });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/[\w-]{36}$/));
    expect(document.title).toBe('Relaxed weekend in Lisbon');
    expect(await history().findByRole('link', { current: 'page' })).toHaveTextContent(
      'Relaxed weekend in Lisbon',
    );
    expect(history().getByRole('link', { name: 'Sum a CSV column in Python' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('leaves a click with a modifier to the browser (a new tab or window)', async () => {
    const { user, router } = await renderSignedIn();
    const link = await history().findByRole('link', { name: 'Relaxed weekend in Lisbon' });
    expect(link.getAttribute('href')).toMatch(/^\/chat\/[\w-]{36}$/);
    let leftToBrowser = false;
    const notePrevented = (event: Event) => (leftToBrowser = !event.defaultPrevented);
    document.addEventListener('click', notePrevented);
    // jsdom does not open tabs: the click is stopped after the app has seen it.
    link.addEventListener('click', (event) => queueMicrotask(() => event.preventDefault()), { once: true });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', notePrevented);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/chat/new');
  });

  it('renames inline: Enter and leaving the field save the trimmed title, Escape cancels', async () => {
    const { user } = await renderSignedIn();
    await user.click(await history().findByRole('button', { name: 'Rename Relaxed weekend in Lisbon' }));
    const field = history().getByRole('textbox', { name: 'Chat title' });
    expect(field).toHaveValue('Relaxed weekend in Lisbon');
    await user.clear(field);
    await user.type(field, '  Lisbon in spring  {Enter}');
    expect(await history().findByRole('link', { name: 'Lisbon in spring' })).toBeInTheDocument();
    expect(serverTitles()).toContain('Lisbon in spring');

    await user.click(history().getByRole('button', { name: 'Rename Lisbon in spring' }));
    await user.type(history().getByRole('textbox', { name: 'Chat title' }), ' never saved{Escape}');
    expect(history().queryByRole('textbox', { name: 'Chat title' })).not.toBeInTheDocument();
    expect(history().getByRole('link', { name: 'Lisbon in spring' })).toBeInTheDocument();

    await user.click(history().getByRole('button', { name: 'Rename Lisbon in spring' }));
    await user.type(history().getByRole('textbox', { name: 'Chat title' }), ' left behind');
    await user.click(screen.getByRole('heading', { name: 'Chat history' }));
    // The field stays for the 500 ms grace period, then what was typed is saved (as ChatGPT does).
    expect(history().getByRole('textbox', { name: 'Chat title' })).toBeInTheDocument();
    expect(await history().findByRole('link', { name: 'Lisbon in spring left behind' })).toBeInTheDocument();
    expect(serverTitles()).toContain('Lisbon in spring left behind');

    await user.click(history().getByRole('button', { name: 'Rename Lisbon in spring left behind' }));
    await user.click(history().getByRole('button', { name: 'Save title' }));
    expect(history().queryByRole('textbox', { name: 'Chat title' })).not.toBeInTheDocument();
  });

  it('deletes a conversation; deleting the open one starts a new chat', async () => {
    const { user, router } = await renderSignedIn();
    await user.click(await history().findByRole('link', { name: 'Sum a CSV column in Python' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/[\w-]{36}$/));

    await user.click(history().getByRole('button', { name: 'Delete Relaxed weekend in Lisbon' }));
    await user.click(history().getByRole('button', { name: 'Cancel' }));
    expect(serverTitles()).toHaveLength(2);

    await user.click(history().getByRole('button', { name: 'Delete Sum a CSV column in Python' }));
    await user.click(history().getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/new'));
    await waitFor(() => expect(titles()).toEqual(['Relaxed weekend in Lisbon']));
    expect(serverTitles()).toEqual(['Relaxed weekend in Lisbon']);
  });

  it('goes back a page when the last one empties', async () => {
    await seedConversations('pro@demo.test', 13);
    const { user } = await renderSignedIn();
    await user.click(await history().findByRole('button', { name: 'Next page' }));
    expect(await history().findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Relaxed weekend in Lisbon']));
    await user.click(history().getByRole('button', { name: 'Delete Relaxed weekend in Lisbon' }));
    await user.click(history().getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(titles()).toEqual(serverTitles()));
    expect(titles()).toHaveLength(14);
    expect(history().queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('loads the list again when another conversation opens', async () => {
    const { user, router } = await renderSignedIn();
    await history().findByRole('link', { name: 'Relaxed weekend in Lisbon' });
    const lisbon = mockDb.state.conversations.find((convo) => convo.title === 'Relaxed weekend in Lisbon');
    if (lisbon) lisbon.title = 'Renamed elsewhere';
    await user.click(history().getByRole('link', { name: 'Sum a CSV column in Python' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/chat\/[\w-]{36}$/));
    expect(await history().findByRole('link', { name: 'Renamed elsewhere' })).toBeInTheDocument();
  });
});

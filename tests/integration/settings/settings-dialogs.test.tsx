import { screen, waitFor, within } from '@testing-library/react';
import { mockDb } from '@mocks/node';
import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '../../helpers/render-app';
import { renderSignedIn } from '../../helpers/sign-in';

type App = Awaited<ReturnType<typeof renderApp>>;

async function openFromUserCard({ user }: App, item: 'Settings' | 'Themes') {
  await user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await user.click(await screen.findByRole('button', { name: item }));
  return within(await screen.findByRole('dialog', { name: item }));
}

const proConversations = () => {
  const pro = mockDb.state.users.find((candidate) => candidate.email === 'pro@demo.test');
  return mockDb.state.conversations.filter((convo) => convo.user === pro?.id);
};

describe('settings dialog', () => {
  // The i18n instance outlives each test.
  afterEach(() => changeLanguage('en'));

  it('clears all chats only on the second click, then starts a new chat with an empty list', async () => {
    const app = await renderSignedIn();
    await app.user.click(await screen.findByRole('link', { name: 'Relaxed weekend in Lisbon' }));
    await waitFor(() => expect(app.router.state.location.pathname).toMatch(/^\/chat\/[\w-]{36}$/));

    const dialog = await openFromUserCard(app, 'Settings');
    expect(dialog.getByRole('tab', { name: 'General', selected: true })).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Sync to System' })).toBeInTheDocument();

    await app.user.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(dialog.getByRole('button', { name: 'Confirm clear' })).toBeInTheDocument();
    // Any other click cancels the confirmation.
    await app.user.click(dialog.getByText('Clear all chats'));
    expect(dialog.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(proConversations()).toHaveLength(2);

    await app.user.click(dialog.getByRole('button', { name: 'Clear' }));
    await app.user.click(dialog.getByRole('button', { name: 'Confirm clear' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));
    expect(await screen.findByText('No chats yet.')).toBeInTheDocument();
    expect(proConversations()).toHaveLength(0);
  });

  it('switches the language', async () => {
    const app = await renderSignedIn();
    const dialog = await openFromUserCard(app, 'Settings');
    await app.user.selectOptions(dialog.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(await screen.findByRole('dialog', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByText('Alle Chats löschen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
  });

  it('is there for guests too, without clearing chats', async () => {
    const app = await renderApp('/chat/new');
    const dialog = await openFromUserCard(app, 'Settings');
    expect(dialog.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(dialog.queryByText('Clear all chats')).not.toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('themes dialog', () => {
  it('offers Sync to System, Light and Dark, and Escape closes it', async () => {
    const app = await renderApp('/chat/new');
    const dialog = await openFromUserCard(app, 'Themes');
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Sync to System',
      'Light',
      'Dark',
    ]);
    expect(dialog.getByRole('radio', { name: 'Light' })).toBeChecked();
    await app.user.click(dialog.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    document.documentElement.classList.remove('dark');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '../../helpers/render-app';
import { renderSignedIn } from '../../helpers/sign-in';

describe('help screen', () => {
  afterEach(() => changeLanguage('en'));

  it('opens from the user card with the tools, the shortcuts and the contact link', async () => {
    const app = await renderSignedIn('free@demo.test');
    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(await screen.findByRole('link', { name: 'Help' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/help'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    const tools = screen.getByRole('region', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: 'AI PDF reader' })).toHaveAttribute('href', '/chatpdf');
    expect(within(tools).getByRole('link', { name: 'Image generation' })).toHaveAttribute(
      'href',
      '/image-gen',
    );
    const keys = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(within(keys).getByText('New line in the message')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://start.example.test/contact-us',
    );
    // The demo triggers belong to the mock backend only.
    expect(screen.queryByRole('region', { name: 'Demo triggers' })).not.toBeInTheDocument();
  });

  it('lists the demo triggers when the mock backend is on, and speaks German', async () => {
    await changeLanguage('de');
    await renderApp('/help', { mock: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilfe' })).toBeInTheDocument();
    const triggers = screen.getByRole('region', { name: 'Demo-Auslöser' });
    expect(within(triggers).getByText('[[error:500]]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kontakt' })).toBeInTheDocument();
  });
});

describe('Dashboard link', () => {
  it.each(['/image-gen', '/video-gen', '/chatpdf'])(
    'leads from %s to the account page, same tab',
    async (path) => {
      await renderSignedIn('pro@demo.test').then(({ router }) => router.navigate(path));
      const links = await screen.findAllByRole('link', { name: 'Dashboard' });
      for (const link of links) {
        expect(link).toHaveAttribute('href', 'https://start.example.test/my-account');
        expect(link).not.toHaveAttribute('target');
      }
    },
  );

  it('is not on the chat page', async () => {
    await renderSignedIn('pro@demo.test');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});

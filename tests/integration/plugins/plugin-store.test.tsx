import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb, server } from '@mocks/node';
import { renderSignedIn } from '../../helpers/sign-in';

const proUser = () => mockDb.state.users.find((candidate) => candidate.email === 'pro@demo.test');

async function openStore() {
  const app = await renderSignedIn();
  await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
  await app.user.click(await screen.findByRole('button', { name: 'Plugins' }));
  const store = await screen.findByRole('dialog', { name: 'Plugin store' });
  await within(store).findByRole('list', { name: 'Plugins' });
  return { ...app, store };
}

describe('plugin store', () => {
  it('pages the plugins 8 at a time on a narrow grid', async () => {
    const { user, store } = await openStore();
    const list = within(store).getByRole('list', { name: 'Plugins' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(store).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(store).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(store).getByRole('button', { name: 'Next page' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('heading', { name: 'Stable Diffusion' })).toBeInTheDocument();
    expect(within(store).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks for the key first and checks it: required, at least 10 characters, Save only when valid', async () => {
    const { user, store } = await openStore();
    await user.click(within(store).getByRole('button', { name: 'Install Wolfram' }));
    const form = within(store).getByRole('form', { name: 'Keys for Wolfram' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const key = within(form).getByLabelText('Wolfram App ID');
    await waitFor(() => expect(key).toHaveFocus());
    await user.type(key, '123456789');
    expect(
      await within(form).findByText('Wolfram App ID must be at least 10 characters long'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(key);
    expect(await within(form).findByText('Wolfram App ID is required.')).toBeInTheDocument();
    await user.type(key, '1234567890');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await within(store).findByRole('button', { name: 'Uninstall Wolfram' })).toBeInTheDocument();
    expect(within(store).queryByRole('form')).not.toBeInTheDocument();
    expect(proUser()?.plugins).toContain('wolfram');
    expect(mockDb.state.userPluginAuth).toContainEqual(
      expect.objectContaining({ pluginKey: 'wolfram', authField: 'WOLFRAM_APP_ID', value: '1234567890' }),
    );
  });

  it("shows the error banner with the server's message", async () => {
    server.use(
      http.post('*/api/user/plugins', () =>
        HttpResponse.json({ message: 'Key rejected by provider' }, { status: 400 }),
      ),
    );
    const { user, store } = await openStore();
    await user.click(within(store).getByRole('button', { name: 'Install Calculator' }));
    const banner = await within(store).findByRole('alert');
    expect(banner).toHaveTextContent(
      'There was an error attempting to authenticate this plugin. Please try again. Key rejected by provider',
    );
    expect(within(store).getByRole('button', { name: 'Install Calculator' })).toBeEnabled();
  });

  it('uninstalling also drops the plugin from lastSelectedTools', async () => {
    const pro = proUser();
    if (pro) pro.plugins = ['calculator', 'wolfram'];
    localStorage.setItem(
      'lastSelectedTools',
      JSON.stringify([
        { pluginKey: 'calculator', name: 'Calculator' },
        { pluginKey: 'wolfram', name: 'Wolfram' },
      ]),
    );
    const { user, store } = await openStore();
    await user.click(within(store).getByRole('button', { name: 'Uninstall Calculator' }));
    expect(await within(store).findByRole('button', { name: 'Install Calculator' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('lastSelectedTools') ?? '[]')).toEqual([
      { pluginKey: 'wolfram', name: 'Wolfram' },
    ]);
    expect(proUser()?.plugins).toEqual(['wolfram']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setSettings } from '../../mocks/helpers';
import { installResizeObserver, signIn } from './helpers';

const EMAIL = 'free@demo.test';

/** The endpoints the option bar offers a fresh chat (its presets menu), as their names. */
async function offeredEndpoints(user: Awaited<ReturnType<typeof signIn>>['user']): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: /^Presets and endpoints/ }));
  const menu = await screen.findByRole('dialog', { name: 'Presets' });
  const names = within(menu)
    .getAllByRole('button', { pressed: false })
    .concat(within(menu).queryAllByRole('button', { pressed: true }))
    .map((button) => button.textContent?.trim() ?? '');
  await user.keyboard('{Escape}');
  return names.sort();
}

describe('a tier upgrade from the provider mid-session', () => {
  beforeAll(installResizeObserver);
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it('moves the header, the option bar and the usage check to the new tier together', async () => {
    let upgraded = false;
    server.use(
      http.post('*/e/authenticate/v2', () =>
        HttpResponse.json(
          upgraded
            ? { success: true, email: EMAIL, subscription_type: 'PRO' }
            : { success: false, email: null, subscription_type: null },
        ),
      ),
    );
    const usageAsked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/e/get-chat-usage')) usageAsked.push(request.url);
    });

    const app = await signIn(EMAIL, /FREE/);
    const card = screen.getByRole('button', { name: 'Account menu' });
    const freeChoices = await offeredEndpoints(app.user);

    upgraded = true;
    await waitFor(() => expect(card).toHaveTextContent('PRO'), { timeout: 3000 });
    const proChoices = await offeredEndpoints(app.user);
    // The option bar follows the header: a pro plan offers endpoints a free plan does not.
    expect(proChoices.length).toBeGreaterThan(freeChoices.length);

    await app.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(await screen.findByRole('article', { name: 'Your message' })).toHaveTextContent('Hello');
    // A free user is never asked about; the upgraded one is, before the send.
    expect(usageAsked.length).toBeGreaterThan(0);
  });
});

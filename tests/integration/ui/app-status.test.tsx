import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { offerAppUpdate, withdrawAppUpdate } from '@/lib/offline/app-update';
import { prepareApp } from '../../helpers/render-app';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(async () => {
  await prepareApp();
});
afterEach(() => {
  setOnline(true);
  act(() => withdrawAppUpdate());
});

describe('the offline bar and the update notice', () => {
  it('says the app is offline while the browser has no network, above the screen, covering nothing', () => {
    render(
      <AppProviders>
        <main>The screen</main>
      </AppProviders>,
    );
    const bar = screen.getByRole('status', { name: 'Connection' });
    expect(bar).toBeEmptyDOMElement();
    setOnline(false);
    expect(bar).toHaveTextContent(
      'You are offline. Sending, history and sign-in come back when you reconnect.',
    );
    // The screen's container gives up its top to the bar, so the bar covers nothing.
    expect(bar.parentElement?.style.paddingTop).toMatch(/^\d+px$/);
    setOnline(true);
    expect(bar).toBeEmptyDOMElement();
    expect(bar.parentElement?.style.paddingTop).toBe('');
    expect(bar.parentElement?.style.paddingTop).toBe('');
  });

  it('offers a new build: Reload takes it, Later puts the notice away', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(
      <AppProviders>
        <main id="main-content" tabIndex={-1}>
          The screen
        </main>
      </AppProviders>,
    );
    const notice = screen.getByRole('status', { name: 'App update' });
    expect(notice).toBeEmptyDOMElement();
    act(() => offerAppUpdate(reload));
    // The card's code loads with the offer (a chunk of its own).
    await waitFor(() => expect(notice).toHaveTextContent('A new version of the app is ready.'));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(notice).toBeEmptyDOMElement();
    // The focused button went with the notice: focus goes to the screen, never to the page body.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    // A later build is offered again.
    act(() => offerAppUpdate(() => undefined));
    expect(notice).toHaveTextContent('A new version of the app is ready.');
  });
});

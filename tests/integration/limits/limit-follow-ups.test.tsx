import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { mockDb, server } from '@mocks/node';
import { renderApp } from '../../helpers/render-app';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn, setLimits, userId } from './helpers';

const history = () => within(screen.getByRole('region', { name: 'Chat history' }));
const keptPrompts = () => mockDb.state.provider.promptModals;
const usageEmails = (email: string) =>
  mockDb.state.provider.usageEmails.filter((entry) => entry.userId === userId(email));

describe('when a limit stops a message', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 4000, titleDelayMs: 0 }));

  it('names the credits of the plan on offer, as the start site gives them', async () => {
    await setLimits({ email: 'pro@demo.test', creditsLeft: 0 });
    const { user } = await renderSignedIn('pro@demo.test', '/chat/dall-e');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'A red fox{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Maximum Credit Limit' });
    expect(dialog).toHaveTextContent('Upgrade to PRO MAX to get 200 credits every month.');
  });

  it('keeps the spec’s 80 credits when the start site does not answer', async () => {
    server.use(http.post('*/api/get-plan-credits', () => HttpResponse.error()));
    await setLimits({ email: 'pro@demo.test', creditsLeft: 0 });
    const { user } = await renderSignedIn('pro@demo.test', '/chat/dall-e');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'A red fox{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Maximum Credit Limit' });
    expect(dialog).toHaveTextContent('Upgrade to PRO MAX to get 80 credits every month.');
  });

  it('stops waiting for a start site that does not answer after 2 s, and keeps the spec’s 80', async () => {
    const asked: Request[] = [];
    server.use(
      http.post('*/api/get-plan-credits', async ({ request }) => {
        asked.push(request);
        await delay('infinite');
        return HttpResponse.json({ success: true, credits: 999 });
      }),
    );
    await setLimits({ email: 'pro@demo.test', creditsLeft: 0 });
    const { user } = await renderSignedIn('pro@demo.test', '/chat/dall-e');
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'A red fox{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Maximum Credit Limit' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Upgrade to PRO MAX to get 80 credits every month.');
    // The request is abandoned, not left running.
    expect(asked).toHaveLength(1);
    expect(asked[0]?.signal.aborted).toBe(true);
  });

  it('mails the usage once, keeps the prompt, and puts it back when the chat opens on another device', async () => {
    await setLimits({ email: 'pro@demo.test', tokensLeft: 0 });
    const first = await renderSignedIn('pro@demo.test');
    await screen.findByRole('region', { name: 'Chat history' });
    await first.user.click(await history().findByRole('link', { name: 'Sum a CSV column in Python' }));
    await waitFor(() => expect(document.title).toBe('Sum a CSV column in Python'));
    const conversationId = first.router.state.location.pathname.split('/').pop();
    await first.user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Explain the csv module');
    // Twice: the text stays in the input after the modal.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await first.user.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Maximum Token Limit' });
      await first.user.click(within(dialog).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(usageEmails('pro@demo.test')).toHaveLength(1);
    await waitFor(() =>
      expect(keptPrompts()).toEqual([
        expect.objectContaining({
          conversation_id: conversationId,
          prompt: 'Explain the csv module',
          active: true,
        }),
      ]),
    );

    // Another visit without the draft (another device): the session comes back, the draft does not.
    first.unmount();
    localStorage.clear();

    const second = await renderApp(`/chat/${conversationId}`);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Explain the csv module');
    await waitFor(() => expect(keptPrompts()[0]?.active).toBe(false));
    second.unmount();
  });

  it('lets the kept prompt go once the message is sent after all', async () => {
    await setLimits({ email: 'pro@demo.test', tokensLeft: 0 });
    const { user } = await renderSignedIn('pro@demo.test');
    await user.click(await screen.findByRole('link', { name: 'Sum a CSV column in Python' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Explain the csv module{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Maximum Token Limit' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(keptPrompts()[0]?.active).toBe(true));

    await setLimits({ email: 'pro@demo.test', tokensLeft: 100000 });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
    expect(await screen.findByText('Explain the csv module', { selector: 'article *' })).toBeInTheDocument();
    await waitFor(() => expect(keptPrompts()[0]?.active).toBe(false));
  });
});

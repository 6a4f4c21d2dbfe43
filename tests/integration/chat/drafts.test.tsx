import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn } from '../../helpers/sign-in';

const NEW_DRAFT = 'chatDraft:new';
const chatPath = /^\/chat\/[\w-]{36}$/;

describe('a draft belongs to one conversation', () => {
  beforeEach(() => setSettings({ tokensPerSecond: 200, titleDelayMs: 0 }));

  it('moves to the chat the server names, and the next New chat starts empty', async () => {
    const { user, router } = await renderSignedIn('pro@demo.test');
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'First message in new chat{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(chatPath));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'second message');

    const id = router.state.location.pathname.split('/')[2];
    await waitFor(() => expect(localStorage.getItem(`chatDraft:${id}`)).toBe('second message'));
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();

    await router.navigate('/chat/new');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
  });

  it('a stopped prompt does not come back in the next New chat when the abort route fails', async () => {
    setSettings({ tokensPerSecond: 20 });
    server.use(
      http.post('*/api/ask/:endpoint/abort', () => new HttpResponse('Request not found', { status: 404 })),
    );
    const { user, router } = await renderSignedIn('pro@demo.test');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Stop me halfway{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(chatPath));
    const [stop] = await screen.findAllByRole('button', { name: 'Stop generating' });
    await user.click(stop as HTMLElement);
    await screen.findByRole('button', { name: 'Send message' });

    await router.navigate('/chat/new');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();
  });
});

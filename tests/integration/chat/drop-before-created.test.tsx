/**
 * A connection that breaks before the page read anything of the reply (a loaded page, a flaky network): the
 * server made the chat and saved the question all the same, so the history lists it, though the page never
 * learnt its id and shows the error where it is.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, RequestHandler } from 'msw';
import { server } from '@mocks/node';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn } from '../../helpers/sign-in';
import { conversationOfPrompt } from './chat-screen-model';

beforeEach(() => setSettings({ tokensPerSecond: 1e9, titleDelayMs: 0 }));

it('lists the chat the server made when the connection broke before the page read any of it', async () => {
  const app = await renderSignedIn('pro@demo.test');
  const unread = http.post('*/api/ask/:endpoint', async ({ request }) => {
    const handlers = server
      .listHandlers()
      .filter(
        (handler): handler is RequestHandler => handler instanceof RequestHandler && handler !== unread,
      );
    // The server writes its events and breaks the connection ([[drop]]); the page reads none of them.
    const written = await getResponse(handlers, request);
    await written?.text().catch(() => '');
    const broken = new ReadableStream({
      start: (controller) => controller.error(new TypeError('network error')),
    });
    return new Response(broken, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  server.use(unread);
  const prompt = 'Write about rivers [[drop]]';
  const box = screen.getByRole('textbox', { name: 'Message' });
  fireEvent.change(box, { target: { value: prompt } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });

  expect(await screen.findByText('Network response was not ok')).toBeInTheDocument();
  expect(app.router.state.location.pathname).toBe('/chat/new');
  const id = conversationOfPrompt(prompt);
  expect(id).toBeDefined();
  const history = screen.getByRole('region', { name: 'Chat history' });
  await waitFor(() =>
    expect(
      within(history)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain(`/chat/${id}`),
  );
});

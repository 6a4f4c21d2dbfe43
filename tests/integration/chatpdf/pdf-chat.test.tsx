import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { clearToasts } from '@/components/ui/toast-store';
import { PdfChatPane } from '@/features/chatpdf/components/pdf-chat-pane';
import { prepareApp, renderInRouter } from '../../helpers/render-app';

const REPLY = `The document is about ${'tides and the moon, '.repeat(12)}and nothing else.`;

/** A finished analysis with no messages yet; questions are answered with REPLY, or fail. */
function serveChat({ fail = false } = {}) {
  const stored: { sender: string; text: string }[] = [];
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/api/chat-pdf/convos/status', () =>
      HttpResponse.json({ success: true, status: 'completed', introduction: 'A summary.', questionList: [] }),
    ),
    http.get('*/api/chat-pdf/convos/messages/:id', () => HttpResponse.json(stored)),
    http.post('*/api/chat-pdf/chat', async ({ request }) => {
      const { prompt } = (await request.json()) as { prompt: string };
      await answered;
      if (fail) return HttpResponse.json({ message: 'down' }, { status: 500 });
      stored.push({ sender: 'user', text: prompt }, { sender: 'ChatPDF', text: REPLY });
      return HttpResponse.json({
        success: true,
        response: REPLY,
        sender: 'ChatPDF',
        auth: { status: 'valid' },
      });
    }),
  );
  return { release };
}

async function renderPane() {
  await prepareApp();
  renderInRouter(
    '/chatpdf/p-1',
    <PdfChatPane
      conversationId="p-1"
      fileName="tides.pdf"
      collectionName="c-1"
      pageWords={[]}
      pageCount={1}
      onCite={() => {}}
      viewFile={null}
    />,
  );
  const box = await screen.findByRole('textbox', { name: 'Ask about this PDF' });
  await waitFor(() => expect(box).toBeEnabled());
  return { box, user: userEvent.setup() };
}

const messages = () => within(screen.getByRole('list', { name: 'Messages' }));
const replyText = () => messages().queryByRole('listitem', { name: 'ChatPDF' })?.textContent ?? '';

afterEach(() => act(() => clearToasts()));

describe('a question about a PDF', () => {
  it('shows the question at once, waits, reveals the reply a few characters at a time, then keeps it', async () => {
    const chat = serveChat();
    const { box, user } = await renderPane();
    await user.type(box, 'What is it about?{Enter}');

    expect(messages().getByRole('listitem', { name: 'You' })).toHaveTextContent('What is it about?');
    expect(screen.getByText('Reading the document…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    chat.release();
    // Part of the reply first (20 characters a tick), then all of it.
    await waitFor(() => expect(replyText().length).toBeGreaterThan(0), { interval: 5 });
    expect(replyText().length).toBeLessThan(REPLY.length);
    await waitFor(() => expect(replyText()).toBe(REPLY));
    // Kept: the stored list holds both, once, and the box is free again.
    await waitFor(() => expect(messages().getAllByRole('listitem')).toHaveLength(2));
    await user.type(box, 'x');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByText('Reading the document…')).not.toBeInTheDocument();
  });

  it('puts the question back in the box and says so when the answer fails', async () => {
    const chat = serveChat({ fail: true });
    const { box, user } = await renderPane();
    await user.type(box, 'What is it about?{Enter}');
    expect(box).toHaveValue('');
    chat.release();

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('What is it about?');
    expect(messages().queryAllByRole('listitem')).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createShareToken } from '@/lib/crypto/share-token';
import { cookieValue, login } from '../../mocks/helpers';
import { renderApp } from '../../helpers/render-app';
import { testConfig } from '../../helpers/test-config';

async function sharedPath(): Promise<{ path: string; title: string }> {
  const owner = await login('pro@demo.test');
  const page = (await (
    await fetch('/api/convos?pageNumber=1', { headers: { Authorization: `Bearer ${owner.token}` } })
  ).json()) as { conversations: { conversationId: string; title: string }[] };
  const convo = page.conversations.find((c) => c.title === 'Relaxed weekend in Lisbon')!;
  const session = cookieValue(owner.setCookies, 'aiwp_logged_in')!;
  const token = createShareToken(
    { conversationId: convo.conversationId, session },
    testConfig.sharePassphrase,
  );
  return { path: `/shared_conversation/${encodeURIComponent(token)}`, title: convo.title };
}

describe('shared conversation page', () => {
  it('shows the newest branch read-only: no input, no message actions', async () => {
    const { path, title } = await sharedPath();
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Your message' })).toHaveLength(1);
    // Two replies to the first message; the newer one (the slower plan) is shown.
    const replies = screen.getAllByRole('article', { name: /^Reply from/ });
    expect(replies).toHaveLength(1);
    expect(replies[0]).toHaveTextContent('A slower alternative');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Edit|Regenerate|Copy to clipboard|variant/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your own chat' })).toHaveAttribute('href', '/chat/new');
    expect(document.title).toBe(title);
  });

  it('says not found for a link that does not decrypt', async () => {
    await renderApp('/shared_conversation/not-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This shared conversation was not found. The link may be incomplete, or the person who shared it has signed out since.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Shared conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the server fails, and shows the page once it answers', async () => {
    const { path, title } = await sharedPath();
    let fail = true;
    server.use(
      http.get('*/api/share/:token', () =>
        fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    await renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The shared conversation could not be loaded. Check your connection and try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

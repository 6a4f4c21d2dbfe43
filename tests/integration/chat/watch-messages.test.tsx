/**
 * `useWatchMessages`: the messages query read again on React Query's interval, against the mock backend.
 * Each read reaches the callback (and the query's cache); a hidden tab reads nothing until it is shown
 * again; the returned function ends it.
 */
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@mocks/node';
import type { ReactNode } from 'react';
import { useWatchMessages } from '@/features/chat/api/get-messages';
import { setAccessToken } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';
import { setRuntimeConfig } from '@/lib/runtime-config';
import type { Message } from '@/lib/schemas/message';
import { api, login, NO_PARENT, setSettings } from '../../mocks/helpers';
import { testConfig } from '../../helpers/test-config';

async function conversationWithOneExchange(): Promise<string> {
  const session = await login();
  setAccessToken(session.token);
  const response = await api('/api/ask/openAI', {
    token: session.token,
    body: {
      text: 'Watch me',
      conversationId: null,
      parentMessageId: NO_PARENT,
      messageId: 'watch-1',
      endpoint: 'openAI',
      model: 'gpt-4o-mini',
    },
  });
  const body = await response.text();
  return /"conversationId":"([^"]+)"/.exec(body)![1]!;
}

describe('useWatchMessages', () => {
  beforeEach(() => {
    setRuntimeConfig(testConfig);
    setSettings({ tokensPerSecond: 1e6, titleDelayMs: 0 });
  });
  afterEach(() => focusManager.setFocused(undefined));

  it('reads the messages again after each delay, into the query cache, until ended; not while hidden', async () => {
    const conversationId = await conversationWithOneExchange();
    let requests = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === `/api/messages/${conversationId}`) requests += 1;
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useWatchMessages(), { wrapper });
    const reads: Message[][] = [];
    const asked: number[] = [];
    const stop = result.current(
      conversationId,
      (n) => {
        asked.push(n);
        return 20;
      },
      (messages) => reads.push(messages),
    );

    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(3));
    expect(reads[0]!.map((message) => message.text)).toContain('Watch me');
    expect(client.getQueryData<Message[]>(messageKeys.list(conversationId))).toHaveLength(2);
    // The delay after the n-th read is asked with n (React Query asks again at each change of the query).
    expect(asked[0]).toBe(0);
    expect(asked).toContain(1);
    expect(asked).toContain(2);
    expect(asked.every((n, i) => i === 0 || n >= asked[i - 1]!)).toBe(true);

    // Hidden: no read; shown again: reads go on.
    focusManager.setFocused(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const whileHidden = requests;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(requests).toBe(whileHidden);
    focusManager.setFocused(true);
    const shownAgain = reads.length;
    await waitFor(() => expect(reads.length).toBeGreaterThan(shownAgain));

    stop();
    const after = requests;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(requests).toBe(after);
    server.events.removeAllListeners();
    unmount();
  });

  it('hands over an empty list when a read fails, and goes on', async () => {
    await conversationWithOneExchange();
    server.use(http.get('*/api/messages/:id', () => new Response('no', { status: 500 })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useWatchMessages(), { wrapper });
    const reads: Message[][] = [];
    const stop = result.current(
      'missing',
      () => 20,
      (messages) => reads.push(messages),
    );
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
    expect(reads.every((messages) => messages.length === 0)).toBe(true);
    stop();
    unmount();
  });
});

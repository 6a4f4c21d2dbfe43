import { screen, waitFor, within } from '@testing-library/react';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn } from '../../helpers/sign-in';

type ProbeWindow = { __renderCounts?: Record<string, number> };
const probe = globalThis as ProbeWindow;

/** MessageRow renders so far (src/lib/render-probe.ts), by message id. */
function rowRenders(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [key, count] of Object.entries(probe.__renderCounts ?? {})) {
    if (key.startsWith('message:')) counts.set(key.slice('message:'.length), count);
  }
  return counts;
}

async function seedConversation(email: string, pairs: number): Promise<string> {
  const response = await fetch('/__mock/seed-conversation', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, pairs, chars: 300, title: 'Render count' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { conversationId: string }).conversationId;
}

describe('streaming renders only the streaming row', () => {
  beforeEach(() => {
    probe.__renderCounts = {};
    // Slow enough that even a busy machine paints the reply over many frames.
    setSettings({ tokensPerSecond: 120, titleDelayMs: 0 });
  });
  afterEach(() => delete probe.__renderCounts);

  it('renders no earlier row of an 80-message conversation while a reply streams', async () => {
    const conversationId = await seedConversation('pro@demo.test', 40);
    const { user, router } = await renderSignedIn('pro@demo.test');
    await router.navigate(`/chat/${conversationId}`);
    const log = await screen.findByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(within(log).getAllByRole('article').length).toBeGreaterThan(4));
    const earlier = within(log)
      .getAllByRole('article')
      .map((row) => row.getAttribute('data-message-id') ?? '');

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Explain caching in detail{Enter}');
    await screen.findAllByRole('button', { name: 'Stop generating' });
    // From the first streamed text on: sending itself re-renders the previous last row once (it loses
    // its latest-only actions), which is not a render per token.
    const streaming = () => within(log).getAllByRole('article').at(-1)!;
    await waitFor(() => expect(streaming().textContent?.length ?? 0).toBeGreaterThan(40));
    const replyId = streaming().getAttribute('data-message-id') ?? '';
    const atFirstText = rowRenders();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument(), {
      timeout: 20_000,
    });
    const atEnd = rowRenders();

    const earlierRenders = earlier.map((id) => (atEnd.get(id) ?? 0) - (atFirstText.get(id) ?? 0));
    expect(earlier.length).toBeGreaterThan(4);
    expect(earlierRenders).toEqual(earlier.map(() => 0));
    // The probe does count: the streaming row rendered once per frame of new text.
    expect((atEnd.get(replyId) ?? 0) - (atFirstText.get(replyId) ?? 0)).toBeGreaterThan(3);
  }, 30_000);
});

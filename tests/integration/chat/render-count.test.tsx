import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps, FunctionComponent, MemoExoticComponent } from 'react';
import type * as MessageRowModule from '@/features/chat/components/message-row';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn } from '../../helpers/sign-in';

type RowProps = ComponentProps<typeof MessageRowModule.MessageRow>;

/** MessageRow renders so far, by message id. */
const renders = vi.hoisted(() => new Map<string, number>());

// Counts MessageRow's renders from outside: the real component with its render function wrapped by a
// counter, and its memo kept as it is (a memo object keeps its own `compare`; only its `type` is wrapped),
// so a row that loses its memo, or re-renders for any other reason, is counted here.
vi.mock('@/features/chat/components/message-row', async (importOriginal) => {
  const actual = await importOriginal<typeof MessageRowModule>();
  const counted =
    (render: FunctionComponent<RowProps>): FunctionComponent<RowProps> =>
    (props) => {
      renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
      return render(props);
    };
  const row = actual.MessageRow as unknown as MemoExoticComponent<FunctionComponent<RowProps>> & {
    type?: FunctionComponent<RowProps>;
  };
  const MessageRow = row.type
    ? { ...row, type: counted(row.type) }
    : counted(row as unknown as FunctionComponent<RowProps>);
  return { ...actual, MessageRow };
});

const rowRenders = () => new Map(renders);

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
    renders.clear();
    // Slow enough that even a busy machine paints the reply over many frames.
    setSettings({ tokensPerSecond: 120, titleDelayMs: 0 });
  });

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
    // The counter does count: the streaming row rendered with its first text and again after it (at
    // least once more: it ends finished, with its actions). Not more: a busy machine coalesces the rest
    // of a short reply into one frame (with two CPU hogs beside it on 2 cores, it did).
    expect(atFirstText.get(replyId) ?? 0).toBeGreaterThanOrEqual(1);
    expect((atEnd.get(replyId) ?? 0) - (atFirstText.get(replyId) ?? 0)).toBeGreaterThanOrEqual(1);
  }, 30_000);
});

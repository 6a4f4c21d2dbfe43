/**
 * Named regressions of issue #41, items 1 to 4 and 6: each failed on main when it was written (the
 * wrong state the issue describes) and holds once the app is fixed. Expectations come from what was sent
 * and the mock's documented replies (chat-screen-model.ts), never from the app.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteConversations, findConversation } from '@mocks/db/conversations';
import { updateMessage } from '@mocks/db/messages';
import { delay, getResponse, http, RequestHandler } from 'msw';
import { mockDb, server } from '@mocks/node';
import { TYPING_PAUSE_MS } from '@/features/chat/lib/draft-buffer';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn } from '../../helpers/sign-in';
import { renderTab } from '../../helpers/render-tab';
import {
  conversationOfPrompt,
  releaseStreams,
  repliesEnded,
  replyHead,
  rowsMismatch,
  type ExpectedMessage,
} from './chat-screen-model';

const box = (container: HTMLElement = document.body) =>
  within(container).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

function send(prompt: string, container: HTMLElement = document.body) {
  fireEvent.change(box(container), { target: { value: prompt } });
  fireEvent.keyDown(box(container), { key: 'Enter', code: 'Enter' });
}

const exchange = (prompt: string, state: ExpectedMessage['state'] = 'done'): ExpectedMessage[] => [
  { user: true, prompt, variant: 0, state: 'done' },
  { user: false, prompt, variant: 0, state },
];

async function expectRows(container: HTMLElement, expected: ExpectedMessage[]) {
  await waitFor(() => expect(rowsMismatch(container, expected)).toBeNull());
}

const historyLink = (id: string, container: HTMLElement = document.body) =>
  within(container)
    .queryAllByRole('link')
    .find((link) => link.getAttribute('href') === `/chat/${id}`);

async function until(condition: () => boolean) {
  await waitFor(() => expect(condition()).toBe(true));
}

/** Sends a prompt that finishes and returns its conversation's id once the reply is stored. */
async function makeChat(app: Awaited<ReturnType<typeof renderSignedIn>>, prompt: string): Promise<string> {
  send(prompt);
  await until(() => repliesEnded(prompt, 1));
  const id = conversationOfPrompt(prompt)!;
  await waitFor(() => expect(app.router.state.location.pathname).toBe(`/chat/${id}`));
  await expectRows(document.body, exchange(prompt));
  return id;
}

beforeEach(() => setSettings({ tokensPerSecond: 1e9, titleDelayMs: 0 }));
afterEach(() => vi.useRealTimers());

/**
 * The user comes back to the window a minute later: the clock (Date only; timers run as they do) moves
 * past any staleness, and the browser fires what it fires on a tab switch, focus and visibilitychange.
 */
async function comeBackLater() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

describe('issue #41 item 1: the address follows its conversation', () => {
  it('a chat named while another was open is /chat/{id} after Back, and the next prompt goes into it', async () => {
    const app = await renderSignedIn('pro@demo.test');
    const older = await makeChat(app, 'Older chat about rivers');
    fireEvent.click(screen.getAllByRole('link', { name: 'New chat' })[0]!);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));

    // `created` held back: the chat is not named while it is open.
    const late = 'Late created about lakes [[hold-created]]';
    send(late);
    await until(() => conversationOfPrompt(late) !== undefined);
    const id = conversationOfPrompt(late)!;
    fireEvent.click(historyLink(older)!);
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/chat/${older}`));
    await releaseStreams();
    await until(() => repliesEnded(late, 1));
    await expectRows(document.body, exchange('Older chat about rivers'));

    await app.router.navigate(-1 as unknown as string);
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/chat/${id}`));
    await expectRows(document.body, exchange(late));

    const next = 'Second prompt about lakes';
    send(next);
    await until(() => repliesEnded(next, 1));
    expect(conversationOfPrompt(next), 'the second prompt went into another conversation').toBe(id);
    expect(app.router.state.location.pathname).toBe(`/chat/${id}`);
    await expectRows(document.body, [...exchange(late), ...exchange(next)]);
  }, 30_000);
});

// Issue #41 item 4 (a draft outliving logout under load) is checked where the race can be forced:
// tests/unit/chat/draft-buffer.test.ts, 'a draft at logout'. Here in jsdom the race never happened, so a
// test of it passed on the code before the fix as well.

describe('issue #41 item 2: two tabs agree', () => {
  it('a reply written in one tab fills in the other, open on the same chat, once done (or on focus)', async () => {
    const app = await renderSignedIn('pro@demo.test');
    const first = 'Tabs agree about tides';
    const id = await makeChat(app, first);
    const tabB = renderTab(`/chat/${id}`);
    try {
      await expectRows(tabB.container, exchange(first));
      const held = 'Tabs agree about waves [[hold]]';
      send(held, app.container);
      await until(() => conversationOfPrompt(held) !== undefined);
      await expectRows(app.container, [...exchange(first), ...exchange(held, 'held')]);
      await releaseStreams();
      await until(() => repliesEnded(held, 1));
      await expectRows(app.container, [...exchange(first), ...exchange(held)]);
      // The user looks at the other tab. (Both instances share the app's one BroadcastChannel module here,
      // and a channel never hears itself: in Vitest only the focus path can bring the reply over.)
      await comeBackLater();
      await expectRows(tabB.container, [...exchange(first), ...exchange(held)]);
    } finally {
      tabB.unmount();
    }
  }, 30_000);

  it("a draft typed in one tab's new chat does not appear in another tab's new chat", async () => {
    const app = await renderSignedIn('pro@demo.test');
    fireEvent.change(box(), { target: { value: 'a thought for tab A only' } });
    fireEvent.blur(box());
    await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS + 50));
    const tabB = renderTab('/chat/new');
    try {
      const input = (await within(tabB.container).findByRole('textbox', {
        name: 'Message',
      })) as HTMLTextAreaElement;
      expect(input.value).toBe('');
      expect(app.router.state.location.pathname).toBe('/chat/new');
      expect(box(app.container).value).toBe('a thought for tab A only');
    } finally {
      tabB.unmount();
    }
  }, 30_000);
});

describe('issue #41 item 3: server truth wins after a reconcile', () => {
  it('a reply changed elsewhere shows its new text when the tab is focused again', async () => {
    const app = await renderSignedIn('pro@demo.test');
    const prompt = 'Server truth about glaciers';
    const id = await makeChat(app, prompt);
    const reply = mockDb.state.messages.find((m) => m.conversationId === id && !m.isCreatedByUser)!;
    // Another tab edits the reply in place (PUT /api/messages/{cid}/{mid}).
    updateMessage(mockDb, reply, { text: 'Edited elsewhere: glaciers move slowly.' });
    await comeBackLater();
    await waitFor(() =>
      expect(screen.getAllByRole('article').at(-1)).toHaveTextContent(
        'Edited elsewhere: glaciers move slowly.',
      ),
    );
    expect(screen.getAllByRole('article').at(-1)).not.toHaveTextContent(replyHead(prompt, 0));
  }, 30_000);

  it('a conversation deleted elsewhere leaves the history on focus', async () => {
    const app = await renderSignedIn('pro@demo.test');
    const id = await makeChat(app, 'Deleted elsewhere about dunes');
    fireEvent.click(screen.getAllByRole('link', { name: 'New chat' })[0]!);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/chat/new'));
    expect(historyLink(id)).toBeDefined();
    deleteConversations(mockDb, findConversation(mockDb, id)!.user, id);
    await comeBackLater();
    await waitFor(() => expect(historyLink(id)).toBeUndefined());
  }, 30_000);
});

describe('issue #41 item 6: a new chat is in the history as soon as it is named', () => {
  // The counterexample [Stop, PreviousVariant, NewChat, Send(slow)]: "history lacks /chat/{id}" while
  // the first reply was still being written.
  it('lists the chat while its first reply is still being written', async () => {
    const app = await renderSignedIn('pro@demo.test');
    const prompt = 'Listed at once about clouds [[hold]]';
    send(prompt);
    await until(() => conversationOfPrompt(prompt) !== undefined);
    const id = conversationOfPrompt(prompt)!;
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/chat/${id}`));
    await expectRows(document.body, exchange(prompt, 'held'));
    try {
      await waitFor(() => expect(historyLink(id), `history lacks /chat/${id}`).toBeDefined());
    } finally {
      await releaseStreams();
      await until(() => repliesEnded(prompt, 1));
    }
  }, 30_000);
});

describe('a copy of the messages asked for before a reply ended does not take the reply away', () => {
  // Found by the e2e suite under load: a DALL-E picture, finished and shown, left the screen. The chat's
  // first read of its messages left when the server held the question only (the picture was still being
  // drawn, nothing of the reply saved) and came back after the final event; the refresh asked at the final
  // event joined that read instead of starting another (React Query keeps a first fetch that has no data
  // yet), and the reconcile took the copy without the reply as the server's word.
  it('keeps a finished picture reply when the read that left before it ends comes back after it', async () => {
    setSettings({ imageGenerationMs: 4000, tokensPerSecond: 1e9 });
    const prompt = 'A lighthouse at dusk';
    const replyStored = () => {
      const question = mockDb.state.messages.find((message) => message.text === prompt);
      return mockDb.state.messages.some(
        (message) => message.parentMessageId === question?.messageId && !message.unfinished,
      );
    };
    // Each read answers with what the server held when it was asked, once the reply has been stored.
    const copiesLackingReply: boolean[] = [];
    const lateCopy = http.get('*/api/messages/:id', async ({ request }) => {
      const handlers = server
        .listHandlers()
        .filter(
          (handler): handler is RequestHandler => handler instanceof RequestHandler && handler !== lateCopy,
        );
      copiesLackingReply.push(!replyStored());
      const copy = await getResponse(handlers, request);
      while (!replyStored()) await delay(20);
      await delay(50);
      return copy;
    });
    server.use(lateCopy);
    const app = await renderSignedIn('pro@demo.test');
    await app.router.navigate('/chat/dall-e');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Presets and endpoints (current: DALL-E)' }),
      ).toBeInTheDocument(),
    );
    send(prompt);
    const picture = () => screen.queryByRole('img', { name: `Generated image: ${prompt}` });
    await waitFor(() => expect(picture()).not.toBeNull(), { timeout: 10_000 });
    // The read that left before the reply was stored has come back, and a read after it too.
    await waitFor(() => expect(copiesLackingReply).toEqual([true, false]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument());
    await act(() => delay(300));
    expect(picture()).not.toBeNull();
  }, 30_000);
});

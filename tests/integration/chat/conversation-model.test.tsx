/**
 * A model-based test of the conversation lifecycle (issues #26 and #41) that PREDICTS the screen. fast-check
 * draws command sequences a user could make, runs them against the real app (router, Recoil, React Query)
 * over the mock backend (msw/node), and after every command each tab must show exactly what the model
 * computed from what it sent and the mock's documented replies (mocks/README.md):
 *  - the address: /chat/new for a fresh chat, /chat/{id} as soon as the server named the chat (`created`),
 *    also for a chat left before it was named and come back to by Back or Forward;
 *  - the rows, in order: each prompt, and its reply in the state the model knows (done: the reply's first
 *    and last words; held by [[hold]] or stopped: its first eight word pieces only; dropped: its head;
 *    [[error:500]]: the error box); a blank screen or another chat's rows fail;
 *  - the message box: the draft typed in that chat, empty after a send, closed after an error or a drop;
 *  - the header's model: the one chosen for that chat in this tab (kept until a reload), else the model
 *    of its last ask, which the server keeps; each reply is in the words of the model it was asked of (the
 *    mock answers per model, mocks/model/model-personas.ts), so a choice the send ignored shows;
 *  - the history: every chat named in the walk, and none deleted elsewhere;
 *  - the second tab (a second app instance over the same mock database and localStorage): after it
 *    opens a chat, the server's truth, or, for a chat it read in the messages' stale time (10 s), what it
 *    read then (a focus reads them again only once stale); its history, after it opens a chat or the window
 *    is focused, the server's; its fresh chat keeps its own draft. The two instances share one
 *    module graph here, so the BroadcastChannel news that brings a browser tab up to date does not pass
 *    between them (tests/e2e/two-tabs.spec.ts walks it).
 * Conversation ids come from the mock database (the server named the chat); expected texts never come
 * from the app. Commands have real preconditions and fail when their button is missing.
 *
 * `npm test` walks the FIXED seeds below. Fresh seeds, printed on failure:
 *   npm run test:model-fresh                       (MODEL_FRESH=1, MODEL_RUNS=200 by default)
 *   MODEL_SEED=123 MODEL_PATH="..." npx vitest run tests/integration/chat/conversation-model.test.tsx
 * Every counterexample found becomes a named test at the end of this file.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { deleteConversations, findConversation } from '@mocks/db/conversations';
import { mockDb } from '@mocks/node';
import { setSettings } from '../../mocks/helpers';
import { renderSignedIn } from '../../helpers/sign-in';
import { renderTab, type Tab } from '../../helpers/render-tab';
import { stubResizeObserver } from '../../helpers/resize-observer';
import {
  conversationOfPrompt,
  DEFAULT_PICK,
  named,
  releaseStreams,
  repliesEnded,
  rowsMismatch,
  TRIGGER_TEXT,
  type ExpectedMessage,
  type ModelPick,
  type ReplyState,
  type Trigger,
} from './chat-screen-model';

// ---------------------------------------------------------------------------------------------------
// The model

interface Turn {
  prompt: string;
  trigger: Trigger;
  /** The replies to this prompt, oldest first (regenerations add one); their state. */
  replies: ReplyState[];
  /** Which reply is shown. */
  shown: number;
  /** The model each reply was asked of. */
  models: ModelPick[];
}

interface Convo {
  /** The model's name for it (c1, c2 …). */
  key: string;
  /** The server's id once `created` came (read from the mock database). */
  id: string | null;
  /** `created` is held ([[hold-created]]): the chat is not named yet. */
  unnamed: boolean;
  turns: Turn[];
  draft: string;
  deleted: boolean;
  /** The model chosen in tab A for this chat (kept while the tab lives), and the server's: its last ask's. */
  chosen: ModelPick | null;
  stored: ModelPick;
}

interface Model {
  convos: Convo[];
  /** Tab A's history stack: the chat of each entry, and where the tab is. */
  entries: Convo[];
  index: number;
  /** Entries before this one belong to an earlier walk. */
  firstIndex: number;
  /**
   * Tab B: where it is (a chat, or its own fresh chat), its fresh chat's draft, and the draft of the chat
   * it opened as stored then (a draft typed in tab A later shows there when tab B opens that chat again).
   */
  tabB: {
    open: Convo | 'new';
    newDraft: string;
    openDraft: string;
    knows: Set<Convo>;
    seen: string;
    /** What it read of each chat when it opened it (its rows, as `seen`). */
    read: Map<Convo, string>;
  } | null;
  counter: number;
  run: number;
}

const current = (m: Readonly<Model>) => m.entries[m.index]!;
const made = (m: Readonly<Model>) => m.convos.filter((c) => c.id && !c.deleted);
const lastTurn = (c: Convo) => c.turns.at(-1);
const isWriting = (c: Convo) =>
  c.turns.some((t) => t.replies.some((state) => state === 'held' || state === 'pending'));
const anyWriting = (m: Readonly<Model>) => m.convos.some(isWriting);
const anyHeld = anyWriting;
const closed = (c: Convo) => {
  const turn = lastTurn(c);
  const state = turn?.replies[turn.shown];
  return state === 'error' || state === 'dropped';
};
const switched = (m: Readonly<Model>) =>
  m.convos.some((c) => c.turns.some((t) => t.shown !== t.replies.length - 1));
const fresh = (m: Model, prefix = 'c'): Convo => {
  const convo: Convo = {
    key: `${prefix}${m.convos.length + 1}`,
    id: null,
    unnamed: false,
    turns: [],
    draft: '',
    deleted: false,
    chosen: null,
    stored: DEFAULT_PICK,
  };
  m.convos.push(convo);
  return convo;
};

/** What the chat sends with, and tab A's header shows. */
const modelOf = (c: Convo) => c.chosen ?? c.stored;
/** The reply's place among the replies of its model to the same question (the mock's variant). */
const variantOf = (turn: Turn, index: number) =>
  turn.models.slice(0, index).filter((model) => model.model === turn.models[index]!.model).length;

const pathOf = (c: Convo) => (c.id && !c.unnamed ? `/chat/${c.id}` : '/chat/new');

function expectedRows(c: Convo, otherTab = false): ExpectedMessage[] {
  return c.turns.flatMap((turn) => [
    { user: true, prompt: turn.prompt + TRIGGER_TEXT[turn.trigger], variant: 0, state: 'done' as const },
    {
      user: false,
      prompt: turn.prompt + TRIGGER_TEXT[turn.trigger],
      variant: variantOf(turn, turn.shown),
      model: turn.models[turn.shown],
      state:
        otherTab && ['held', 'pending'].includes(turn.replies[turn.shown]!)
          ? ('elsewhere' as const)
          : turn.replies[turn.shown]!,
    },
  ]);
}

/** The state a new reply to this trigger is in until the held streams are released. */
const firstState = (trigger: Trigger): ReplyState =>
  ({ none: 'done', error: 'error', drop: 'dropped', hold: 'held', 'hold-created': 'pending' })[
    trigger
  ] as ReplyState;

// ---------------------------------------------------------------------------------------------------
// The real app: one or two instances over the same mock database and localStorage

interface Real {
  a: Tab;
  b: Tab | null;
}

const box = (tab: Tab) =>
  (named(tab.container, 'textarea', 'Message')[0] as HTMLTextAreaElement | undefined) ?? null;
const historyHrefs = (tab: Tab) => {
  const region = named(tab.container, 'section, [role="region"], nav, aside', 'Chat history')[0];
  return region
    ? [...region.querySelectorAll('a[data-history-link]')].map((link) => link.getAttribute('href') ?? '')
    : null;
};
const buttons = (tab: Tab, name: string) => named(tab.container, 'button', name);
const newChatLink = (tab: Tab) => named(tab.container, 'a', 'New chat')[0];

/** The header's entries a walk chooses (pro@demo.test may use each), and the model each sends with. */
const MODEL_PICKS: ReadonlyArray<{ label: string; pick: ModelPick }> = [
  { label: 'GPT-5', pick: { model: 'gpt-4o', endpoint: 'openAI' } },
  { label: 'Claude', pick: { model: 'claude-sonnet-4-5', endpoint: 'claude' } },
  { label: 'GPT-4o', pick: DEFAULT_PICK },
];

/** The header's model menu (the phone's and the desktop's headers are both in jsdom's page). */
const modelButton = (tab: Tab) =>
  [...tab.container.querySelectorAll<HTMLButtonElement>('button[aria-labelledby]')].find((button) => {
    const [labelId] = (button.getAttribute('aria-labelledby') ?? '').split(' ');
    return tab.container.ownerDocument.getElementById(labelId ?? '')?.textContent === 'Model';
  });
const labelOf = (pick: ModelPick) => MODEL_PICKS.find((entry) => entry.pick.model === pick.model)!.label;

async function chooseInHeader(tab: Tab, label: string) {
  const button = modelButton(tab);
  expect(button, 'no model menu in the header').toBeDefined();
  await userEvent.setup().click(button!);
  const option = await waitFor(
    () =>
      [...tab.container.ownerDocument.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')].find(
        (candidate) => candidate.textContent?.startsWith(label),
      ) ?? expect.fail(`no "${label}" in the model menu`),
    { timeout: 8000, interval: 4 },
  );
  await userEvent.setup().click(option);
}

/** Fails when the button a command's check promised is not there. */
function press(tab: Tab, name: string) {
  const button = buttons(tab, name).at(-1) as HTMLButtonElement | undefined;
  expect(button, `no "${name}" button`).toBeDefined();
  expect(button!.disabled, `"${name}" is disabled`).toBe(false);
  fireEvent.click(button!);
}

function clickHistoryLink(tab: Tab, id: string) {
  const link = [...tab.container.querySelectorAll('a')].find(
    (candidate) => candidate.getAttribute('href') === `/chat/${id}`,
  );
  expect(link, `the history has no link to /chat/${id}`).toBeDefined();
  fireEvent.click(link!);
}

// ---------------------------------------------------------------------------------------------------
// The check after every command

/** What one tab must show for a chat, or why it does not. */
function tabMismatch(
  tab: Tab,
  convo: Convo,
  draft: string,
  m: Model,
  otherTab = false,
  listed: readonly Convo[] = made(m),
  seenRows: string | null = null,
): string | null {
  const path = tab.location().pathname;
  if (path !== pathOf(convo)) return `the address is ${path}, expected ${pathOf(convo)} (${convo.key})`;
  if (named(tab.container, '[role="status"]', 'Loading…').length) return 'a spinner is still shown';
  let shownState: ExpectedMessage['state'] | undefined = lastTurn(convo)?.replies[lastTurn(convo)!.shown];
  let writing = isWriting(convo);
  const rows = rowsMismatch(tab.container, expectedRows(convo, otherTab));
  if (rows) {
    // A tab that has not been focused since may still show what it last fetched, and its box with it.
    const seen = seenRows === null ? null : (JSON.parse(seenRows) as ExpectedMessage[]);
    if (!seen || rowsMismatch(tab.container, seen) !== null) return rows;
    shownState = seen.at(-1)?.state;
    writing = shownState === 'elsewhere';
  }
  const input = box(tab);
  if (shownState === 'dropped') {
    // After a drop the spec closes the box once the server's unfinished reply is loaded; right after the
    // drop the app may still offer it. Either way nothing typed may be in it.
    if (input && !input.disabled && input.value !== draft) return `the box holds "${input.value}"`;
  } else if (shownState === 'error') {
    if (input && !input.disabled) return 'the box is open under a failed reply';
  } else if (!writing) {
    if (!input) return 'no message box';
    if (input.value !== draft) return `the box holds "${input.value}", expected "${draft}"`;
  }
  if (!otherTab) {
    const face = modelButton(tab)?.querySelector('span')?.textContent ?? '';
    const label = labelOf(modelOf(convo));
    if (!face.startsWith(label)) return `the header shows the model "${face}", expected ${label}`;
  }
  const stop = buttons(tab, 'Stop generating').length > 0;
  // A reply written in another tab shows as being written; whether it offers Stop there is the app's choice.
  if (!otherTab && stop !== isWriting(convo))
    return stop ? 'Stop shown on a chat not writing' : 'no Stop while writing';
  const hrefs = historyHrefs(tab);
  if (!hrefs) return 'no history';
  for (const c of listed.filter((c) => c.id && !c.deleted && !c.unnamed))
    if (!hrefs.includes(`/chat/${c.id}`)) return `history lacks /chat/${c.id} (${c.key})`;
  for (const c of m.convos.filter((c) => c.deleted))
    if (hrefs.includes(`/chat/${c.id}`)) return `history still lists deleted /chat/${c.id}`;
  return null;
}

async function checkScreen(m: Model, r: Real, where: string): Promise<void> {
  let problem: string | null = null;
  const seen = new Set<string>();
  try {
    await waitFor(
      () => {
        problem = tabMismatch(r.a, current(m), current(m).draft, m);
        if (!problem && r.b && m.tabB) {
          const open = m.tabB.open;
          const problemB =
            open === 'new'
              ? tabMismatch(r.b, { ...fresh({ ...m, convos: [] }), key: 'B-new' }, m.tabB.newDraft, m, true, [
                  ...m.tabB.knows,
                ])
              : tabMismatch(r.b, open, m.tabB.openDraft, m, true, [...m.tabB.knows], m.tabB.seen);
          problem = problemB && `tab B: ${problemB}`;
        }
        if (problem && process.env.MODEL_DEBUG) seen.add(problem.slice(0, 140));
        if (problem) throw new Error(problem);
      },
      { timeout: 8000, interval: 4 },
    );
  } catch {
    expect.fail(`${where}: ${problem ?? 'the screen never settled'}`);
  }
  if (seen.size) console.log([...seen].join('\n   '));
}

// ---------------------------------------------------------------------------------------------------
// Commands

/** The user turns to tab B: tab A's box loses focus, which stores what was typed in it. */
function leaveTabA(r: Real) {
  const input = box(r.a);
  if (input) fireEvent.blur(input);
}

type Command = fc.AsyncCommand<Model, Real>;

/**
 * Tab B fetched again: its history knows what the server holds (it opened a chat, or the window was focused),
 * and, when it read the chat it shows (it opened it), so do its rows. A focus reads a chat's messages again
 * only once they are stale (10 s), which a walk never waits for.
 */
function syncTabB(m: Model, rows = false) {
  if (!m.tabB) return;
  m.tabB.knows = new Set(made(m));
  const open = m.tabB.open;
  if (rows || open === 'new') m.tabB.seen = open === 'new' ? '[]' : JSON.stringify(expectedRows(open, true));
}

const command = (
  name: string,
  check: (m: Readonly<Model>) => boolean,
  run: (m: Model, r: Real) => Promise<void>,
): Command => ({
  check,
  run: async (m, r) => {
    const started = performance.now();
    await run(m, r);
    const ran = performance.now();
    await checkScreen(m, r, `run ${m.run}, after ${name}`);
    if (process.env.MODEL_DEBUG)
      console.log(
        `run ${m.run}: ${name} → ${pathOf(current(m))} (${Math.round(ran - started)} + ${Math.round(performance.now() - ran)} ms)`,
      );
  },
  toString: () => name,
});

/** Types a prompt into tab A's box and presses Enter; the model learns the conversation id when named. */
const sendCommand = (trigger: Trigger) =>
  command(
    `Send(${trigger})`,
    (m) => {
      const c = current(m);
      return (
        !closed(c) &&
        !isWriting(c) &&
        !switched(m) &&
        (trigger === 'none' || !anyHeld(m) || trigger !== 'hold-created')
      );
    },
    async (m, r) => {
      const c = current(m);
      m.counter += 1;
      const prompt = `Walk r${m.run}n${m.counter} ${['alpha', 'bravo', 'delta', 'omega'][m.counter % 4]}`;
      const input = box(r.a);
      expect(input, 'no message box').not.toBeNull();
      fireEvent.change(input!, { target: { value: prompt + TRIGGER_TEXT[trigger] } });
      fireEvent.keyDown(input!, { key: 'Enter', code: 'Enter' });
      c.turns.push({ prompt, trigger, replies: [firstState(trigger)], shown: 0, models: [modelOf(c)] });
      c.stored = modelOf(c);
      c.draft = '';
      // The server saves the prompt at once; `created` names the chat (unless held).
      await waitFor(() => expect(conversationOfPrompt(prompt + TRIGGER_TEXT[trigger])).toBeDefined(), {
        timeout: 8000,
        interval: 4,
      });
      c.id ??= conversationOfPrompt(prompt + TRIGGER_TEXT[trigger])!;
      if (trigger === 'hold-created' && c.turns.length === 1) c.unnamed = true;
      if (!isWriting(c)) {
        await waitFor(() => expect(repliesEnded(prompt + TRIGGER_TEXT[trigger], 1)).toBe(true), {
          timeout: 8000,
          interval: 4,
        });
      }
    },
  );

const commands = [
  command(
    'NewChat',
    () => true,
    async (m, r) => {
      const link = newChatLink(r.a);
      expect(link, 'no New chat link').toBeDefined();
      const replace = pathOf(current(m)) === '/chat/new';
      fireEvent.click(link!);
      const convo = fresh(m);
      if (replace) m.entries[m.index] = convo;
      else {
        m.entries.splice(m.index + 1, m.entries.length, convo);
        m.index += 1;
      }
    },
  ),
  sendCommand('none'),
  sendCommand('none'),
  sendCommand('error'),
  // No Send(drop): after a drop the app waits for the server's saved reply on a wall clock (up to ~20 s,
  // tests/e2e/chat.spec.ts), which a walk of 200 runs cannot afford; the e2e suite walks it.
  sendCommand('hold'),
  sendCommand('hold-created'),
  command(
    'TypeDraft',
    (m) => current(m).id !== null && !current(m).unnamed && !closed(current(m)) && !isWriting(current(m)),
    async (m, r) => {
      m.counter += 1;
      const draft = `draft ${m.run}-${m.counter}`;
      fireEvent.change(box(r.a)!, { target: { value: draft } });
      current(m).draft = draft;
    },
  ),
  command(
    'Stop',
    (m) => lastTurn(current(m))?.replies.at(-1) === 'held',
    async (m, r) => {
      press(r.a, 'Stop generating');
      const turn = lastTurn(current(m))!;
      turn.replies[turn.replies.length - 1] = 'stopped';
      await waitFor(
        () => expect(repliesEnded(turn.prompt + TRIGGER_TEXT[turn.trigger], turn.replies.length)).toBe(true),
        {
          timeout: 8000,
          interval: 4,
        },
      );
    },
  ),
  command(
    'Release',
    (m) => anyHeld(m),
    async (m) => {
      await releaseStreams();
      for (const c of m.convos) {
        c.unnamed = false;
        for (const turn of c.turns) {
          turn.replies = turn.replies.map((state) =>
            state === 'held' || state === 'pending' ? 'done' : state,
          );
          await waitFor(
            () =>
              expect(repliesEnded(turn.prompt + TRIGGER_TEXT[turn.trigger], turn.replies.length)).toBe(true),
            { timeout: 8000, interval: 4 },
          );
        }
      }
    },
  ),
  command(
    'Back',
    (m) => m.index > m.firstIndex && !m.entries[m.index - 1]!.deleted && !switched(m),
    async (m, r) => {
      await r.a.navigate(-1);
      m.index -= 1;
    },
  ),
  command(
    'Forward',
    (m) => m.index < m.entries.length - 1 && !m.entries[m.index + 1]!.deleted && !switched(m),
    async (m, r) => {
      await r.a.navigate(1);
      m.index += 1;
    },
  ),
  ...[0, 1, 2].map((i) =>
    command(
      `OpenChat(${i})`,
      (m) => made(m).filter((c) => !c.unnamed).length > i && !switched(m),
      async (m, r) => {
        const convo = made(m).filter((c) => !c.unnamed)[i]!;
        clickHistoryLink(r.a, convo.id!);
        if (current(m) === convo) return;
        m.entries.splice(m.index + 1, m.entries.length, convo);
        m.index += 1;
      },
    ),
  ),
  ...MODEL_PICKS.map(({ label, pick }) =>
    command(
      `ChooseModel(${label})`,
      (m) => {
        const c = current(m);
        return c.id !== null && !c.unnamed && !c.deleted && !isWriting(c) && modelOf(c).model !== pick.model;
      },
      async (m, r) => {
        await chooseInHeader(r.a, label);
        current(m).chosen = pick;
      },
    ),
  ),
  command(
    'Regenerate',
    (m) => {
      const turn = lastTurn(current(m));
      // Not right after Stop: the stopped reply showed no Regenerate button (to be looked into, #41 report).
      return (
        Boolean(turn) &&
        !anyWriting(m) &&
        turn!.trigger !== 'hold-created' &&
        turn!.replies[turn!.shown] !== 'stopped'
      );
    },
    async (m, r) => {
      const turn = lastTurn(current(m))!;
      press(r.a, 'Regenerate response');
      turn.replies.push(firstState(turn.trigger));
      turn.models.push(modelOf(current(m)));
      current(m).stored = modelOf(current(m));
      turn.shown = turn.replies.length - 1;
      if (!isWriting(current(m))) {
        await waitFor(
          () =>
            expect(repliesEnded(turn.prompt + TRIGGER_TEXT[turn.trigger], turn.replies.length)).toBe(true),
          { timeout: 8000, interval: 4 },
        );
      }
    },
  ),
  command(
    'PreviousVariant',
    (m) => (lastTurn(current(m))?.shown ?? 0) > 0 && !anyWriting(m),
    async (m, r) => {
      press(r.a, 'Previous variant');
      lastTurn(current(m))!.shown -= 1;
    },
  ),
  command(
    'NextVariant',
    (m) => {
      const turn = lastTurn(current(m));
      return Boolean(turn) && turn!.shown < turn!.replies.length - 1 && !anyWriting(m);
    },
    async (m, r) => {
      press(r.a, 'Next variant');
      lastTurn(current(m))!.shown += 1;
    },
  ),
  command(
    'Reload',
    (m) => !anyWriting(m) && !switched(m),
    async (m, r) => {
      const path = r.a.location().pathname;
      r.a.unmount();
      // A reload keeps the address and its entry's key (a browser keeps it in history.state), so a fresh
      // chat comes back with its draft; not the history stack of a memory router.
      r.a = renderTab(path, 'default');
      const convo = current(m);
      // What was chosen lives in the tab: a reload keeps the server's model of each chat.
      for (const c of m.convos) c.chosen = null;
      m.entries = [convo];
      m.index = 0;
      m.firstIndex = 0;
    },
  ),
  // The second tab.
  ...[0, 1].map((i) =>
    command(
      `TabB.OpenChat(${i})`,
      (m) => made(m).filter((c) => !c.unnamed).length > i,
      async (m, r) => {
        const convo = made(m).filter((c) => !c.unnamed)[i]!;
        r.b ??= renderTab('/chat/new');
        m.tabB ??= {
          open: 'new',
          newDraft: '',
          openDraft: '',
          knows: new Set(),
          seen: '[]',
          read: new Map(),
        };
        // Its link again, on the chat it shows: nothing is read again, and the box keeps what it holds.
        const shown = m.tabB.open === convo;
        leaveTabA(r);
        await r.b.navigate(`/chat/${convo.id}`);
        if (shown) return;
        // Read within the messages' stale time: it may show what it read then.
        const before = m.tabB.read.get(convo);
        m.tabB.openDraft = convo.draft;
        m.tabB.open = convo;
        syncTabB(m, true);
        m.tabB.read.set(convo, m.tabB.seen);
        if (before) m.tabB.seen = before;
      },
    ),
  ),
  command(
    'TabB.NewChatDraft',
    (m) => !(m.tabB?.open === 'new' && m.tabB.newDraft),
    async (m, r) => {
      leaveTabA(r);
      r.b ??= renderTab('/chat/new');
      m.tabB ??= { open: 'new', newDraft: '', openDraft: '', knows: new Set(), seen: '[]', read: new Map() };
      syncTabB(m);
      if (m.tabB.open !== 'new') {
        const link = newChatLink(r.b);
        expect(link, 'no New chat link in tab B').toBeDefined();
        fireEvent.click(link!);
        m.tabB.newDraft = '';
      }
      m.tabB.open = 'new';
      const input = await waitFor(() => box(r.b!) ?? expect.fail('no message box in tab B'), {
        timeout: 8000,
        interval: 4,
      });
      m.counter += 1;
      const draft = `tab B draft ${m.run}-${m.counter}`;
      fireEvent.change(input, { target: { value: draft } });
      // The user then goes back to the other tab: the box loses focus and the draft is stored.
      fireEvent.blur(input);
      m.tabB.newDraft = draft;
    },
  ),
  command(
    'Focus',
    () => true,
    async (m) => {
      await act(async () => {
        window.dispatchEvent(new Event('focus'));
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      });
      syncTabB(m);
    },
  ),
  command(
    'DeleteElsewhere',
    (m) =>
      made(m).some(
        (c) => !c.unnamed && !isWriting(c) && !m.entries.includes(c) && !(m.tabB && m.tabB.open === c),
      ),
    async (m) => {
      const convo = made(m).find(
        (c) => !c.unnamed && !isWriting(c) && !m.entries.includes(c) && !(m.tabB && m.tabB.open === c),
      )!;
      // Another tab or device deletes it (what POST /api/convos/clear does); the user comes back here.
      const owner = findConversation(mockDb, convo.id!)!.user;
      deleteConversations(mockDb, owner, convo.id!);
      convo.deleted = true;
      await act(async () => {
        window.dispatchEvent(new Event('focus'));
      });
      syncTabB(m);
    },
  ),
];

// ---------------------------------------------------------------------------------------------------
// Walks

/** Fixed seeds that `npm test` walks, ten walks each: 200 (MODEL_FRESH=1 draws fresh ones). */
export const FIXED_SEEDS = [
  101, 202, 303, 404, 505, 606, 707, 808, 909, 1010, 1111, 1212, 1313, 1414, 1515, 1616, 1717, 1818, 1919,
  2020,
];
// A seed's walks share one signed-in tab (each starts at /chat/new): one walk costs about 0.4 s of one core
// here, most of it the app rendering in jsdom. MODEL_RUNS_PER_SEED=50 walks further by hand.
const RUNS_PER_SEED = Number(process.env.MODEL_RUNS_PER_SEED ?? 10);

async function signedInTab(): Promise<Tab> {
  setSettings({ tokensPerSecond: 1e9, tokensPerPartial: 40, titleDelayMs: 0 });
  const app = await renderSignedIn('pro@demo.test');
  return {
    container: app.container,
    location: () => app.router.state.location,
    navigate: (to) => app.router.navigate(to as string),
    unmount: app.unmount,
  };
}

function newModel(run: number): Model {
  const model: Model = { convos: [], entries: [], index: 0, firstIndex: 0, tabB: null, counter: 0, run };
  model.entries = [fresh(model)];
  return model;
}

/** Runs one named command list (a counterexample a walk found) and checks the screen after each. */
async function replay(names: readonly string[]): Promise<void> {
  const real: Real = { a: await signedInTab(), b: null };
  const byName = new Map(commands.map((cmd) => [cmd.toString(), cmd]));
  const cmds = names.map((name) => {
    const cmd = byName.get(name);
    if (!cmd) throw new Error(`no command ${name}`);
    return cmd;
  });
  const model = newModel(1);
  try {
    for (const cmd of cmds) {
      expect(cmd.check(model), `${cmd.toString()} cannot run here`).toBe(true);
      await cmd.run(model, real);
    }
  } finally {
    await releaseStreams();
    real.b?.unmount();
    real.a.unmount();
  }
}

async function walk(runs: number, seed: number, path?: string): Promise<void> {
  const tabA = await signedInTab();
  const real: Real = { a: tabA, b: null };
  let run = 0;
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          commands.map((cmd) => fc.constant(cmd)),
          { maxCommands: 15, size: 'max' },
        ),
        async (cmds) => {
          run += 1;
          await real.a.navigate('/chat/new');
          const model = newModel(run);
          try {
            await fc.asyncModelRun(() => ({ model, real }), cmds);
          } finally {
            await releaseStreams();
            real.b?.unmount();
            real.b = null;
          }
        },
      ),
      { numRuns: runs, seed, path, endOnFailure: !process.env.MODEL_SHRINK, verbose: 1 },
    );
  } finally {
    real.a.unmount();
  }
}

stubResizeObserver();

describe('the conversation lifecycle, as a model that predicts the screen', () => {
  const freshRuns = process.env.MODEL_FRESH ? Number(process.env.MODEL_RUNS ?? 200) : 0;
  if (process.env.MODEL_SEED) {
    it(`walks seed ${process.env.MODEL_SEED}`, async () => {
      await walk(Number(process.env.MODEL_RUNS ?? 1), Number(process.env.MODEL_SEED), process.env.MODEL_PATH);
    }, 900_000);
  } else if (freshRuns) {
    it(`keeps its predictions over ${freshRuns} walks from a fresh seed`, async () => {
      const seed = Date.now() % 2 ** 31;
      console.log(`model seed ${seed}`);
      await walk(freshRuns, seed);
    }, 1_800_000);
  } else {
    it.each(FIXED_SEEDS)(
      `keeps its predictions over ${RUNS_PER_SEED} walks of seed %i`,
      async (seed) => {
        await walk(RUNS_PER_SEED, seed);
      },
      300_000,
    );
  }
});

// Counterexamples the walks found, by name (each failed on main when found, issue #41).
describe('walks the model found', () => {
  it("item 2: a draft typed in tab B's new chat does not appear in tab A's new chat [Send(none), TabB.NewChatDraft, NewChat]", async () => {
    await replay(['Send(none)', 'TabB.NewChatDraft', 'NewChat']);
  }, 60_000);

  it('item 2: nor after tab A reloads its new chat [TabB.NewChatDraft, Reload]', async () => {
    await replay(['TabB.NewChatDraft', 'Reload']);
  }, 60_000);

  it('item 1: a chat named after it was left is /chat/{id} when Back returns to it [Send(hold-created), OpenChat(0)…]', async () => {
    await replay([
      'Send(none)',
      'NewChat',
      'Send(hold-created)',
      'OpenChat(0)',
      'Release',
      'Back',
      'Send(none)',
    ]);
  }, 60_000);

  // Seed 808 found it in 2 walks of 5: a messages fetch that left before the send landed after its error
  // event and took the failed exchange away. The replay passes either way (the race is the walk's timing);
  // the seed stays in FIXED_SEEDS, which failed 2 of 5 before the fix (a refetch after a failed reply) and
  // 0 of 5 after it.
  it('seed 808: an error sent under a regenerated reply stays on screen [Send(none), Regenerate, TabB.NewChatDraft, Send(error)]', async () => {
    await replay(['Send(none)', 'Regenerate', 'TabB.NewChatDraft', 'Send(error)']);
  }, 60_000);

  // Seed 2020 (run 3): the model expected tab B to show a draft tab A typed after tab B had opened the chat.
  // A tab shows a chat's draft as stored when it opened it; the model now says so.
  it('seed 2020: a draft typed in tab A after tab B opened the chat [Send(none), TabB.OpenChat(0), TypeDraft]', async () => {
    await replay(['Send(none)', 'TabB.OpenChat(0)', 'TypeDraft']);
  }, 60_000);

  it('a model chosen in the header answers the next prompt and the next regeneration, and stays with its chat [Send, ChooseModel(GPT-5), Send, ChooseModel(Claude), Regenerate, NewChat, Back]', async () => {
    await replay([
      'Send(none)',
      'ChooseModel(GPT-5)',
      'Send(none)',
      'ChooseModel(Claude)',
      'Regenerate',
      'PreviousVariant',
      'NextVariant',
      'NewChat',
      'Send(none)',
      'Back',
      'Reload',
      'Regenerate',
    ]);
  }, 60_000);

  it('a model chosen for a chat stays with it after four other chats were left [Send, ChooseModel(GPT-5), NewChat and Send ×4, OpenChat(0), Send]', async () => {
    await replay([
      'Send(none)',
      'ChooseModel(GPT-5)',
      ...Array.from({ length: 4 }, () => ['NewChat', 'Send(none)']).flat(),
      'OpenChat(0)',
      'Send(none)',
    ]);
  }, 60_000);

  // Seed 303 (run 4 of 10): the model expected tab B's box closed under an error tab A had just been sent,
  // while tab B still showed what it had fetched (the two app instances share one module graph here, so
  // the BroadcastChannel news between them is not delivered; tests/e2e/two-tabs.spec.ts walks it). A tab's
  // box now follows the rows it shows.
  it('seed 303: a tab showing what it fetched keeps its box open when the other tab gets an error [Send(none), TypeDraft, TabB.OpenChat(0), Send(error)]', async () => {
    await replay(['Send(none)', 'TypeDraft', 'TabB.OpenChat(0)', 'Send(error)']);
  }, 60_000);

  // Seed 303's fourth walk, once `npm test` walked ten a seed: a wrong prediction. The model took the stored
  // draft (empty after tab A's send) for tab B's box, but clicking the link of the chat tab B already shows
  // leaves what its box holds, as a user would want.
  it('seed 303, walk 4: tab B clicking the link of the chat it shows keeps its box [Send(none), TypeDraft, TabB.OpenChat(0), Send(error), TabB.OpenChat(0)]', async () => {
    await replay(['Send(none)', 'TypeDraft', 'TabB.OpenChat(0)', 'Send(error)', 'TabB.OpenChat(0)']);
  }, 60_000);

  // A fresh seed (607590490, walk 192), the same wrong prediction for the rows: the model took a click on the
  // link of the chat tab B shows for a read, and expected the exchange tab A wrote since.
  it('seed 607590490: the link of the chat tab B shows reads nothing again [Send(none), TabB.OpenChat(0), Send(hold), TabB.OpenChat(0), Release, TabB.OpenChat(0)]', async () => {
    await replay([
      'Send(none)',
      'TabB.OpenChat(0)',
      'Send(hold)',
      'TabB.OpenChat(0)',
      'Release',
      'TabB.OpenChat(0)',
    ]);
  }, 60_000);

  // A fresh seed (583013815, run 116) found it: tab B showed what it had read of the chat before, without the
  // exchange tab A was writing. In a browser the tab now follows that reply as it opens the chat (the tab
  // channel's news, tests/e2e/two-tabs.spec.ts); here the model allows what it read in the stale time.
  it('a chat tab B read before and opens again while tab A writes into it [Send(none), TabB.OpenChat(0), Send(hold), TabB.NewChatDraft, TabB.OpenChat(0)]', async () => {
    await replay([
      'Send(none)',
      'TabB.OpenChat(0)',
      'Send(hold)',
      'TabB.NewChatDraft',
      'TabB.OpenChat(0)',
      'Release',
    ]);
  }, 60_000);

  // A fresh seed (584899411, run 59) found it: the model took a focus for a read of tab B's chat, which waits
  // until the messages are stale (10 s); the two instances here hear none of each other's tab news.
  it('tab B focused after tab A regenerated in the chat it shows [Send(none), TabB.OpenChat(0), Regenerate, Focus]', async () => {
    await replay(['Send(none)', 'TabB.OpenChat(0)', 'Regenerate', 'Focus']);
  }, 60_000);

  // A fresh seed (587100266, run 128) found it: React Query refetches on focus only when the page becomes
  // visible, so a window focused again (never hidden) kept a chat deleted elsewhere in its history; a
  // finished reply's delayed history refreshes had hidden it. The window's focus now counts too.
  it('a chat deleted elsewhere leaves the history when the window is focused [Send(error), NewChat, Reload, DeleteElsewhere]', async () => {
    await replay(['Send(error)', 'NewChat', 'Reload', 'DeleteElsewhere']);
  }, 60_000);

  it('item 6: a new chat is in the history while its first reply is written [NewChat, Send(hold)]', async () => {
    await replay(['NewChat', 'Send(hold)', 'Release']);
  }, 60_000);
});

/**
 * What the simulated model answers, and how a screen of the app is read, for the model-based test
 * (conversation-model.test.tsx) and the named regressions of issue #41. Everything predicted here comes
 * from the prompt and the mock's documented replies (mocks/README.md, mocks/model/), never from the app.
 */
import { act } from '@testing-library/react';
import { HOLD_AFTER_TOKENS } from '@mocks/handlers/ask-plan';
import { mockDb } from '@mocks/node';
import { composeModelReply } from '@mocks/model/model-personas';
import { composeReply } from '@mocks/model/reply-generator';
import { toWordPieces } from '@mocks/model/word-pieces';
import { releaseHeld } from '@mocks/stream/held-runs';

/** How a prompt's reply ends, from its trigger. */
export type Trigger = 'none' | 'error' | 'drop' | 'hold' | 'hold-created';
export const TRIGGER_TEXT: Record<Trigger, string> = {
  none: '',
  error: ' [[error:500]]',
  drop: ' [[drop]]',
  hold: ' [[hold]]',
  'hold-created': ' [[hold-created]]',
};

/**
 * What a reply row must show: a finished reply, its head while held or after Stop or a drop, an error; no
 * reply yet before `created` (pending); and in another tab, a reply being written there: nothing yet,
 * or part of it (elsewhere).
 */
export type ReplyState = 'done' | 'held' | 'stopped' | 'dropped' | 'error' | 'pending' | 'elsewhere';

export const ERROR_TEXT = 'Oops! Something went wrong.';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The model a reply was asked of (the mock answers each in its own words: mocks/model/model-personas.ts). */
export interface ModelPick {
  model: string;
  endpoint: string;
}

/** What /chat/new sends with. */
export const DEFAULT_PICK: ModelPick = { model: 'gpt-4o-mini', endpoint: 'openAI' };

/** The reply of `model` to `prompt`, the `variant`-th of that model's replies to it. */
const replyOf = (prompt: string, variant: number, model: ModelPick) =>
  composeModelReply(prompt, variant, model.model, model.endpoint);

/** The first words of the reply to `prompt` (its `variant`-th reply): what every state but an error shows. */
export function replyHead(prompt: string, variant: number, model: ModelPick = DEFAULT_PICK): string {
  return squash(
    toWordPieces(replyOf(prompt, variant, model))
      .slice(0, HOLD_AFTER_TOKENS)
      .join(''),
  );
}

/** The last words of the whole reply: a finished reply shows them, a held, stopped or dropped one does not. */
export function replyTail(prompt: string, variant: number, model: ModelPick = DEFAULT_PICK): string {
  const words = squash(replyOf(prompt, variant, model).replace(/[`*_|#>-]/g, ' ')).split(' ');
  return words.slice(-3).join(' ');
}

export interface ExpectedMessage {
  user: boolean;
  /** The user's prompt, or the reply to this prompt. */
  prompt: string;
  /** The reply's place among its model's replies to the prompt. */
  variant: number;
  state: ReplyState;
  /** The model asked (default: what /chat/new sends with). */
  model?: ModelPick;
}

/** Inside a hidden part (single selectors: a selector list costs jsdom several times as much). */
const isHidden = (element: Element, inertToo = true) =>
  Boolean(
    element.closest('[hidden]') ??
    element.closest('[aria-hidden="true"]') ??
    (inertToo ? element.closest('[inert]') : null),
  );

/**
 * The elements matching `selector` whose accessible name (aria-label, a label's text, or their own text) is
 * `name`, outside hidden parts. What `queryAllByRole` finds for these controls, at a small part of its cost:
 * role queries took a quarter of a walk's time (a CPU profile of the model test), and the check runs after
 * every DOM change of every command.
 */
export function named(container: HTMLElement, selector: string, name: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(selector)].filter((element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const accessibleName =
      element.getAttribute('aria-label') ??
      (labelledBy ? element.ownerDocument.getElementById(labelledBy)?.textContent : null) ??
      ((element as HTMLTextAreaElement).labels?.[0]?.textContent || element.textContent);
    // The name first: three `closest` calls cost jsdom more than it, and few elements have the name.
    return squash(accessibleName ?? '') === name && !isHidden(element);
  });
}

/** The rows of one app instance's conversation, as the user reads them. */
export function rowsOf(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('article[data-message-id]')]
    .filter((row) => !isHidden(row, false))
    .map((row) => ({
      user: row.getAttribute('aria-label') === 'Your message',
      text: squash(row.textContent ?? ''),
    }));
}

/** Why the rows differ from what is expected, or null when they match. */
export function rowsMismatch(container: HTMLElement, expected: readonly ExpectedMessage[]): string | null {
  const rows = rowsOf(container);
  const describe = () =>
    `expected [${expected.map((m) => `${m.user ? 'you' : m.state}: ${m.prompt}`).join(' | ')}], ` +
    `shown [${rows.map((r) => `${r.user ? 'you' : 'reply'}: ${r.text.slice(0, 60)}`).join(' | ')}]`;
  // A reply whose `created` has not come yet may or may not have its (empty) row.
  const wanted = expected.filter(
    (m, index) =>
      !(
        (m.state === 'pending' || m.state === 'elsewhere') &&
        !m.user &&
        rows.length === expected.length - 1 &&
        index === expected.length - 1
      ),
  );
  if (rows.length !== wanted.length) return `${rows.length} rows instead of ${wanted.length}: ${describe()}`;
  for (const [index, message] of wanted.entries()) {
    const row = rows[index]!;
    if (row.user !== message.user)
      return `row ${index + 1} is ${row.user ? 'a prompt' : 'a reply'}: ${describe()}`;
    if (message.user) {
      if (!row.text.includes(squash(message.prompt)))
        return `row ${index + 1} lacks its prompt: ${describe()}`;
      continue;
    }
    const head = replyHead(message.prompt, message.variant, message.model);
    const tail = replyTail(message.prompt, message.variant, message.model);
    switch (message.state) {
      case 'error':
        if (!row.text.includes(ERROR_TEXT)) return `row ${index + 1} shows no error: ${describe()}`;
        break;
      case 'done':
        if (!row.text.includes(head) || !row.text.includes(tail) || row.text.includes(ERROR_TEXT))
          return `row ${index + 1} is not the whole reply (${head} … ${tail}): ${describe()}`;
        break;
      case 'pending':
        if (row.text.includes(head)) return `row ${index + 1} shows a reply before created: ${describe()}`;
        break;
      case 'elsewhere':
        if (row.text.includes(tail) || row.text.includes(ERROR_TEXT))
          return `row ${index + 1} is more than a reply being written: ${describe()}`;
        break;
      default:
        if (!row.text.includes(head) || row.text.includes(tail))
          return `row ${index + 1} is not the head of the reply (${head}): ${describe()}`;
    }
  }
  return null;
}

/** The conversation the server made for a prompt (prompts are unique in a walk), once it is saved. */
export function conversationOfPrompt(prompt: string): string | undefined {
  return mockDb.state.messages.find((m) => m.isCreatedByUser && m.text === prompt.trim())?.conversationId;
}

/**
 * The server holds `replies` replies to this prompt as ended: finished, failed or stopped, or for a
 * [[drop]] prompt, cut at the mock's ~40 % (the reply stays `unfinished`).
 */
export function repliesEnded(prompt: string, replies: number): boolean {
  const asked = mockDb.state.messages.filter((m) => m.isCreatedByUser && m.text === prompt.trim());
  const ids = new Set(asked.map((m) => m.messageId));
  const answers = mockDb.state.messages.filter((m) => !m.isCreatedByUser && ids.has(m.parentMessageId));
  const dropsAt = (variant: number) => {
    const tokens = toWordPieces(composeReply(prompt.trim(), variant));
    return tokens.slice(0, Math.max(1, Math.floor(tokens.length * 0.4))).join('');
  };
  const ended = answers.filter(
    (m, variant) =>
      !m.unfinished || m.cancelled || (prompt.includes('[[drop]]') && m.text === dropsAt(variant)),
  );
  return ended.length >= replies;
}

/** Lets the held streams go on ([[hold]], [[hold-created]]), inside act. */
export const releaseStreams = () =>
  act(async () => {
    releaseHeld(mockDb);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

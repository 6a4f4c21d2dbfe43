import {
  canContinue,
  canEdit,
  canRegenerate,
  inputState,
  messageMarkers,
  type ActionContext,
} from '@/features/chat/lib/availability';
import type { Message } from '@/lib/schemas/message';

const reply: Message = {
  messageId: 'a1',
  text: 'Long answer…',
  isCreatedByUser: false,
  finish_reason: 'length',
};
const question: Message = { messageId: 'u1', text: 'Question', isCreatedByUser: true };

const on = (message: Message, overrides: Partial<ActionContext> = {}): ActionContext => ({
  message,
  isLatest: true,
  endpoint: 'openAI',
  isEditing: false,
  isSubmitting: false,
  ...overrides,
});

describe('canContinue', () => {
  it('is offered on the latest reply cut off for length', () => {
    expect(canContinue(on(reply))).toBe(true);
    expect(canContinue(on({ ...reply, finish_reason: 'incomplete', cancelled: true }))).toBe(true);
  });

  it.each(['stop', 'eos', '', null, undefined])('is not offered when the finish reason is %s', (reason) => {
    expect(canContinue(on({ ...reply, finish_reason: reason }))).toBe(false);
  });

  it.each(['openAI', 'azureOpenAI', 'gptPlugins', 'anthropic'])('is offered on %s', (endpoint) => {
    expect(canContinue(on(reply, { endpoint }))).toBe(true);
  });

  it.each(['google', 'bingAI', 'chatGPTBrowser', 'claude', null])('is not offered on %s', (endpoint) => {
    expect(canContinue(on(reply, { endpoint }))).toBe(false);
  });

  it('is not offered on older messages, while editing or submitting, or on search results', () => {
    expect(canContinue(on(reply, { isLatest: false }))).toBe(false);
    expect(canContinue(on(reply, { isEditing: true }))).toBe(false);
    expect(canContinue(on(reply, { isSubmitting: true }))).toBe(false);
    expect(canContinue(on({ ...reply, searchResult: true }))).toBe(false);
    expect(canContinue(on({ ...reply, isCreatedByUser: true }))).toBe(false);
  });
});

describe('canRegenerate', () => {
  it('is offered on any AI reply and any endpoint, latest or not', () => {
    expect(canRegenerate(on(reply, { endpoint: 'google', isLatest: false }))).toBe(true);
    expect(canRegenerate(on({ ...reply, error: true }))).toBe(true);
  });

  it('is not offered on user messages, search results, while editing or while submitting', () => {
    expect(canRegenerate(on(question))).toBe(false);
    expect(canRegenerate(on({ ...reply, searchResult: true }))).toBe(false);
    expect(canRegenerate(on(reply, { isEditing: true }))).toBe(false);
    expect(canRegenerate(on(reply, { isSubmitting: true }))).toBe(false);
  });
});

describe('canEdit', () => {
  it('is offered on user messages on every endpoint and on AI replies of OpenAI-style endpoints', () => {
    expect(canEdit(on(question, { endpoint: 'google' }))).toBe(true);
    expect(canEdit(on(reply, { endpoint: 'anthropic', isLatest: false }))).toBe(true);
  });

  it.each(['google', 'bingAI', 'chatGPTBrowser'])('is hidden on %s AI replies', (endpoint) => {
    expect(canEdit(on(reply, { endpoint }))).toBe(false);
  });

  it('is hidden while submitting, on errors and on search results', () => {
    expect(canEdit(on(question, { isSubmitting: true }))).toBe(false);
    expect(canEdit(on({ ...reply, error: true }))).toBe(false);
    expect(canEdit(on({ ...question, searchResult: true }))).toBe(false);
  });
});

describe('limited-access marker', () => {
  const limited: Message = { ...reply, text: 'Preview…\n=== LIMITED ACCESS ===\nUpgrade to read more' };

  it('hides edit, copy, regenerate, continue and translate and disables the input', () => {
    expect(messageMarkers(limited.text)).toEqual({
      limitedAccess: true,
      hiddenActions: ['edit', 'copy', 'regenerate', 'continue', 'translate'],
      disablesInput: true,
    });
    expect(canEdit(on(limited))).toBe(false);
    expect(canRegenerate(on(limited))).toBe(false);
    expect(canContinue(on(limited))).toBe(false);
    expect(inputState(limited, false)).toBe('limited-access');
  });

  it('leaves ordinary messages alone', () => {
    expect(messageMarkers('LIMITED ACCESS without the frame')).toMatchObject({
      limitedAccess: false,
      hiddenActions: [],
    });
  });
});

describe('inputState', () => {
  it('is ready with no messages or after a finished reply', () => {
    expect(inputState(null, false)).toBe('ready');
    expect(inputState(reply, false)).toBe('ready');
  });

  it('cannot be appended to after an unfinished reply, unless it is still streaming', () => {
    expect(inputState({ ...reply, unfinished: true }, false)).toBe('not-appendable');
    expect(inputState({ ...reply, unfinished: true }, true)).toBe('ready');
  });

  it('cannot be appended to after an error', () => {
    expect(inputState({ ...reply, error: true }, false)).toBe('not-appendable');
    expect(inputState({ ...reply, error: true }, true)).toBe('not-appendable');
  });
});

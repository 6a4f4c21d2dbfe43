import { buildMessageTree } from '@/lib/message-tree';
import {
  continueSubmission,
  editAiAndSubmit,
  editUserAndSubmit,
  newMessageSubmission,
  regenerateSubmission,
  type EndpointOptions,
  type SubmissionContext,
} from '@/features/chat/lib/submission';
import { editSaveRequest } from '@/features/chat/lib/edit-save-request';
import { randomUuid } from '@/features/chat/lib/message-ids';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

const openAI: EndpointOptions = {
  endpoint: 'openAI',
  model: 'gpt-3.5-turbo',
  chatGptLabel: null,
  promptPrefix: null,
  temperature: 1,
  top_p: 1,
  presence_penalty: 0,
  frequency_penalty: 0,
};

const u1: Message = {
  messageId: 'u1',
  parentMessageId: ROOT_PARENT_ID,
  conversationId: 'c1',
  text: 'Question',
  isCreatedByUser: true,
};
const a1: Message = {
  messageId: 'a1',
  parentMessageId: 'u1',
  conversationId: 'c1',
  text: 'Answer',
  isCreatedByUser: false,
  finish_reason: 'length',
};
const u2: Message = {
  messageId: 'u2',
  parentMessageId: 'a1',
  conversationId: 'c1',
  text: 'Follow-up',
  isCreatedByUser: true,
};
const a2: Message = {
  messageId: 'a2',
  parentMessageId: 'u2',
  conversationId: 'c1',
  text: 'Cut off',
  isCreatedByUser: false,
  finish_reason: 'length',
};
const tree = buildMessageTree([u1, a1, u2, a2]);

const existingChat = (overrides: Partial<SubmissionContext> = {}): SubmissionContext => ({
  tree,
  latestMessage: a2,
  conversationId: 'c1',
  endpointOptions: openAI,
  createId: () => 'placeholder-id',
  ...overrides,
});

describe('newMessageSubmission', () => {
  it('builds the contract example body for a new chat', () => {
    const submission = newMessageSubmission(
      {
        tree: buildMessageTree([]),
        latestMessage: null,
        conversationId: 'new',
        endpointOptions: openAI,
        createId: () => '0d6c',
      },
      '  Say hi  ',
    );
    expect(submission.route).toBe('ask');
    expect(submission.path).toBe('/api/ask/openAI');
    expect(submission.body).toEqual({
      sender: 'User',
      text: 'Say hi',
      current: true,
      isCreatedByUser: true,
      parentMessageId: ROOT_PARENT_ID,
      conversationId: null,
      messageId: '0d6c',
      error: false,
      generation: '',
      responseMessageId: null,
      overrideParentMessageId: null,
      endpoint: 'openAI',
      model: 'gpt-3.5-turbo',
      chatGptLabel: null,
      promptPrefix: null,
      temperature: 1,
      top_p: 1,
      presence_penalty: 0,
      frequency_penalty: 0,
      token: null,
      isContinued: false,
    });
  });

  it('attaches to the latest message in an existing chat and sends the user token', () => {
    const submission = newMessageSubmission(
      existingChat({
        endpointOptions: { ...openAI, endpoint: 'azureOpenAI', token: '{"azureOpenAIApiKey":"k"}' },
      }),
      'Next',
    );
    expect(submission.path).toBe('/api/ask/azureOpenAI');
    expect(submission.body).toMatchObject({
      parentMessageId: 'a2',
      conversationId: 'c1',
      overrideParentMessageId: null,
      responseMessageId: 'a2',
      generation: 'Cut off',
      token: '{"azureOpenAIApiKey":"k"}',
    });
    expect(submission.isRegenerate).toBe(false);
  });

  it('treats a null conversation as a new chat even if a stale latest message lingers', () => {
    const submission = newMessageSubmission(existingChat({ conversationId: null }), 'Hi');
    expect(submission.body).toMatchObject({
      conversationId: null,
      parentMessageId: ROOT_PARENT_ID,
      responseMessageId: null,
    });
  });

  it('uses a fresh random UUID as the placeholder id by default', () => {
    const { createId: _ignored, ...context } = existingChat();
    const first = newMessageSubmission(context, 'Hi').body.messageId;
    const second = newMessageSubmission(context, 'Hi').body.messageId;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it('still makes v4 UUIDs where crypto.randomUUID is missing (insecure http origins)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = randomUuid();
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(randomUuid()).not.toBe(id);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  it('never lets endpoint options overwrite message fields', () => {
    const submission = newMessageSubmission(
      existingChat({ endpointOptions: { ...openAI, text: 'x', conversationId: 'y' } }),
      'Real',
    );
    expect(submission.body).toMatchObject({ text: 'Real', conversationId: 'c1' });
  });

  it('refuses to send from the search view', () => {
    expect(() => newMessageSubmission(existingChat({ conversationId: 'search' }), 'Hi')).toThrow(/search/);
  });
});

describe('regenerateSubmission', () => {
  it("resends the parent user message under its own parent with an override to the user's id", () => {
    const submission = regenerateSubmission(existingChat(), 'a2');
    expect(submission.route).toBe('ask');
    expect(submission.isRegenerate).toBe(true);
    expect(submission.body).toMatchObject({
      text: 'Follow-up',
      messageId: 'placeholder-id',
      parentMessageId: 'a1',
      overrideParentMessageId: 'u2',
      conversationId: 'c1',
      isContinued: false,
    });
  });

  it('fails loudly when the reply has no user parent', () => {
    expect(() => regenerateSubmission(existingChat(), 'u2')).toThrow();
    expect(() => regenerateSubmission(existingChat(), 'missing')).toThrow();
  });
});

describe('editUserAndSubmit', () => {
  it('asks with the edited text under the same parent, making a new sibling', () => {
    const submission = editUserAndSubmit(existingChat(), 'u2', ' Better follow-up ');
    expect(submission?.route).toBe('ask');
    expect(submission?.isRegenerate).toBe(false);
    expect(submission?.body).toMatchObject({
      text: 'Better follow-up',
      parentMessageId: 'a1',
      overrideParentMessageId: null,
      messageId: 'placeholder-id',
    });
  });

  it('ignores empty text and needs a conversation id', () => {
    expect(editUserAndSubmit(existingChat(), 'u2', '   ')).toBeNull();
    const unsaved = buildMessageTree([{ ...u1, conversationId: null }]);
    expect(() =>
      editUserAndSubmit(existingChat({ tree: unsaved, conversationId: 'new' }), 'u1', 'x'),
    ).toThrow('conversationId is required');
  });
});

describe('editAiAndSubmit', () => {
  it('resends the user message on the edit route with the edited text as generation', () => {
    const submission = editAiAndSubmit(existingChat(), 'a1', 'Edited answer\n');
    expect(submission?.route).toBe('edit');
    expect(submission?.path).toBe('/api/edit/openAI');
    expect(submission?.isEdited).toBe(true);
    expect(submission?.replacesMessageId).toBeNull();
    expect(submission?.body).toMatchObject({
      text: 'Question',
      messageId: 'placeholder-id',
      parentMessageId: ROOT_PARENT_ID,
      overrideParentMessageId: 'u1',
      responseMessageId: 'a1',
      generation: 'Edited answer',
      isContinued: false,
    });
  });

  it('ignores empty text and rejects user messages', () => {
    expect(editAiAndSubmit(existingChat(), 'a1', ' ')).toBeNull();
    expect(() => editAiAndSubmit(existingChat(), 'u1', 'x')).toThrow();
  });
});

describe('continueSubmission', () => {
  it('resends the user message with its own id and continues the latest reply on the edit route', () => {
    const submission = continueSubmission(existingChat());
    expect(submission.route).toBe('edit');
    expect(submission.replacesMessageId).toBe('a2');
    expect(submission.body).toMatchObject({
      text: 'Follow-up',
      messageId: 'u2',
      parentMessageId: 'a1',
      overrideParentMessageId: 'u2',
      responseMessageId: 'a2',
      generation: 'Cut off',
      isContinued: true,
    });
  });

  it('needs a latest AI reply and a conversation id', () => {
    expect(() => continueSubmission(existingChat({ latestMessage: null }))).toThrow();
    expect(() => continueSubmission(existingChat({ latestMessage: u2 }))).toThrow();
    const unsaved = buildMessageTree([
      { ...u1, conversationId: null },
      { ...a1, conversationId: null },
    ]);
    expect(() =>
      continueSubmission(existingChat({ tree: unsaved, latestMessage: a1, conversationId: null })),
    ).toThrow('conversationId is required');
  });
});

describe('editSaveRequest', () => {
  it('saves in place with leading spaces trimmed', () => {
    expect(editSaveRequest('c1', 'a1', '   New text  ')).toEqual({
      method: 'PUT',
      path: '/api/messages/c1/a1',
      body: { text: 'New text  ' },
    });
  });

  it('ignores empty text', () => {
    expect(editSaveRequest('c1', 'a1', ' \n ')).toBeNull();
  });

  it.each([null, undefined, '', 'new'])('throws without a stored conversation (%s)', (conversationId) => {
    expect(() => editSaveRequest(conversationId, 'a1', 'text')).toThrow('conversationId is required');
  });
});

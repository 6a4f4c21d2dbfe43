import { buildMessageTree } from '@/lib/message-tree';
import {
  errorReply,
  placeholderId,
  placeholderReply,
  responseSender,
} from '@/features/chat/lib/reply-placeholder';
import {
  continueSubmission,
  newMessageSubmission,
  type SubmissionContext,
} from '@/features/chat/lib/submission';
import { ROOT_PARENT_ID, type Message } from '@/lib/schemas/message';

const user: Message = {
  messageId: 'u1',
  parentMessageId: ROOT_PARENT_ID,
  conversationId: 'c1',
  text: 'Q',
  isCreatedByUser: true,
};
const reply: Message = {
  messageId: 'a1',
  parentMessageId: 'u1',
  conversationId: 'c1',
  text: 'Partial answer',
  isCreatedByUser: false,
};
const ctx: SubmissionContext = {
  tree: buildMessageTree([user, reply]),
  latestMessage: reply,
  conversationId: 'c1',
  endpointOptions: { endpoint: 'openAI', model: 'gpt-4o-mini' },
  createId: () => 'tmp',
};

describe('responseSender', () => {
  it.each([
    [{ endpoint: 'openAI' }, 'ChatGPT'],
    [{ endpoint: 'gptPlugins', chatGptLabel: 'Helper' }, 'Helper'],
    [{ endpoint: 'bingAI' }, 'BingAI'],
    [{ endpoint: 'bingAI', jailbreak: true }, 'Sydney'],
    [{ endpoint: 'anthropic' }, 'Anthropic'],
    [{ endpoint: 'google', modelLabel: 'Bison' }, 'Bison'],
    [{ endpoint: 'google' }, 'PaLM2'],
    [{ endpoint: 'claude', model: 'claude-3' }, 'claude-3'],
  ])('names the reply of %j "%s"', (options, sender) => {
    expect(responseSender(options)).toBe(sender);
  });
});

describe('placeholderReply', () => {
  it('is an empty streaming reply with id <userId>_ under the created user message', () => {
    const placeholder = placeholderReply(newMessageSubmission(ctx, 'Next'), user, 'ChatGPT');
    expect(placeholder).toEqual({
      messageId: placeholderId('u1'),
      parentMessageId: 'u1',
      conversationId: 'c1',
      sender: 'ChatGPT',
      model: 'gpt-4o-mini',
      text: '',
      isCreatedByUser: false,
      submitting: true,
      unfinished: false,
      error: false,
    });
    expect(placeholder.messageId).toBe('u1_');
  });

  it('starts from the existing text when continuing', () => {
    expect(placeholderReply(continueSubmission(ctx), user, 'ChatGPT').text).toBe('Partial answer');
  });
});

describe('errorReply', () => {
  const placeholder = placeholderReply(newMessageSubmission(ctx, 'Next'), user, 'ChatGPT');

  it('keeps the placeholder ids when a validation error carries only text', () => {
    expect(errorReply({ text: 'Prompt empty or too short' }, placeholder)).toMatchObject({
      messageId: 'u1_',
      parentMessageId: 'u1',
      text: 'Prompt empty or too short',
      error: true,
      submitting: false,
    });
  });

  it('uses the server ids when the error has them', () => {
    const message = errorReply({ text: 'HTTP 500', messageId: 'e1', sender: 'GPT' }, placeholder);
    expect(message).toMatchObject({ messageId: 'e1', sender: 'GPT', error: true });
  });
});

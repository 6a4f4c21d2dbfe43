import type { Message, StreamErrorData } from '@/lib/schemas/message';
import type { EndpointOptions, Submission } from './submission';

const label = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The reply's `sender`, as the server will name it (contract section 3, final event). */
export function responseSender(options: EndpointOptions): string {
  switch (options.endpoint) {
    case 'openAI':
    case 'azureOpenAI':
    case 'gptPlugins':
    case 'chatGPTBrowser':
      return label(options.chatGptLabel) ?? 'ChatGPT';
    case 'bingAI':
      return options.jailbreak === true ? 'Sydney' : 'BingAI';
    case 'anthropic':
      return label(options.modelLabel) ?? 'Anthropic';
    case 'google':
      return label(options.modelLabel) ?? 'PaLM2';
    default:
      return label(options.modelLabel) ?? label(options.chatGptLabel) ?? label(options.model) ?? 'AI';
  }
}

/**
 * The id the client gives the streaming reply until the final event: `<userMessageId>_`, or
 * `<userMessageId>_<tag>_` for a comparison's answer (several are written to one question at once).
 */
export function placeholderId(userMessageId: string, tag?: string): string {
  return tag ? `${userMessageId}_${tag}_` : `${userMessageId}_`;
}

/**
 * The reply shown while streaming, built when the `created` event names the user message.
 * Edit and continue start from the existing text (`generation`).
 */
export function placeholderReply(submission: Submission, userMessage: Message, sender: string): Message {
  return {
    messageId: placeholderId(userMessage.messageId),
    parentMessageId: userMessage.messageId,
    conversationId: userMessage.conversationId ?? submission.body.conversationId,
    sender,
    model: typeof submission.body.model === 'string' ? submission.body.model : null,
    text: submission.isEdited ? submission.body.generation : '',
    isCreatedByUser: false,
    submitting: true,
    unfinished: false,
    error: false,
  };
}

/** The message an error event turns into; validation errors carry only `text`, so the placeholder fills in. */
export function errorReply(data: StreamErrorData, placeholder: Message): Message {
  return {
    ...placeholder,
    messageId: data.messageId || placeholder.messageId,
    parentMessageId: data.parentMessageId || placeholder.parentMessageId,
    conversationId: data.conversationId || placeholder.conversationId,
    sender: data.sender || placeholder.sender,
    text: data.text,
    isCreatedByUser: false,
    submitting: false,
    unfinished: false,
    error: true,
  };
}

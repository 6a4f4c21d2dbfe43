import { parseAbortResponse, ROOT_PARENT_ID, type Message, type StreamEvent } from '@/lib/schemas/message';
import { streamChat, type StreamEnd } from '@/lib/sse/chat-stream';
import { frameScheduler } from '../lib/frame-scheduler';
import { placeholderId } from '../lib/reply-placeholder';
import { continuedText } from '../lib/stream-text';
import type { Submission } from '../lib/submission';
import type { RecordEvent } from '../lib/conversation-record';
import type { ChatWriter } from './chat-writer';

export interface SubmissionCallbacks {
  /** The server accepted the message and named the conversation. */
  onCreated?: (conversationId: string, userMessageId: string) => void;
  /** The reply is complete and saved (final event, or the reply to Stop). */
  onFinal?: (info: { conversationId: string; wasFirstMessage: boolean }) => void;
  /** The request failed before a final event: error event, HTTP error or a broken connection. */
  onFailed?: (end: StreamEnd) => void;
  /** The stream ended however it ended (also after Stop). */
  onSettled?: () => void;
  /**
   * Asks the server to stop the reply (the abort mutation, chat/api/abort-ask.ts) and answers its final
   * payload as text. Without it, Stop closes the stream and keeps what came.
   */
  abort?: (endpoint: string, abortKey: string) => Promise<string>;
}

export interface RunningSubmission {
  done: Promise<StreamEnd>;
  /** Closes the stream, then asks the server to stop and applies its final payload. */
  stop: () => Promise<void>;
  /** Closes the stream and writes nothing more (the session ended); the server keeps generating. */
  end: () => void;
}

function provisionalUserMessage(submission: Submission): Message {
  const { body } = submission;
  return {
    messageId: body.messageId,
    parentMessageId: body.parentMessageId,
    conversationId: body.conversationId,
    sender: 'User',
    text: body.text,
    isCreatedByUser: true,
    image_urls: Array.isArray(body.images) ? (body.images as Message['image_urls']) : undefined,
  };
}

/**
 * Runs one ask/edit against the chat (contract sections 3 and 4): shows the user message and a
 * placeholder at once, streams into the placeholder, swaps in the server's messages on the final
 * event, and keeps what was streamed when anything goes wrong.
 */
export function runSubmission(
  chat: ChatWriter,
  submission: Submission,
  sender: string,
  callbacks: SubmissionCallbacks = {},
): RunningSubmission {
  const { body } = submission;
  const controller = new AbortController();
  const frames = frameScheduler();
  const userId = submission.isRegenerate ? (body.overrideParentMessageId ?? body.messageId) : body.messageId;
  const replyId = placeholderId(userId, submission.replyTag);
  const wasFirstMessage = body.parentMessageId === ROOT_PARENT_ID && !submission.isRegenerate;
  let currentUserId = userId;
  let abortKey: string | null = body.conversationId;
  let settled = false;

  chat.dispatch({
    type: 'send',
    replacesId: submission.replacesMessageId ?? null,
    userMessage: submission.isRegenerate ? null : provisionalUserMessage(submission),
    placeholder: {
      messageId: replyId,
      parentMessageId: userId,
      conversationId: body.conversationId,
      sender,
      text: submission.isEdited ? body.generation : '',
      isCreatedByUser: false,
      submitting: true,
      model: typeof body.model === 'string' ? body.model : null,
    },
  });

  const settle = (event: RecordEvent) => {
    frames.flush();
    settled = true;
    chat.dispatch(event);
  };

  const applyFinal = (event: Extract<StreamEvent, { type: 'final' }>) => {
    settle({
      type: 'final',
      replyId,
      userMessageId: currentUserId,
      requestMessage: event.requestMessage,
      responseMessage: event.responseMessage,
      conversation: event.conversation,
    });
    callbacks.onFinal?.({ conversationId: event.conversation.conversationId, wasFirstMessage });
  };

  const onEvent = (event: StreamEvent) => {
    if (settled) return;
    if (event.type === 'created') {
      const created = event.message;
      const renames = !submission.isRegenerate && created.messageId !== currentUserId;
      chat.dispatch({
        type: 'created',
        provisionalId: currentUserId,
        message: created,
        replyId,
        renames,
        ...(typeof body.model === 'string'
          ? { sentWith: { endpoint: body.endpoint, model: body.model } }
          : {}),
      });
      if (renames) currentUserId = created.messageId;
      abortKey = created.conversationId ?? abortKey;
      if (created.conversationId) callbacks.onCreated?.(created.conversationId, currentUserId);
    } else if (event.type === 'partial') {
      const text = submission.isEdited ? continuedText(body.generation, event.text) : event.text;
      const plugins = event.plugins ?? undefined;
      frames.schedule(() => chat.dispatch({ type: 'token', replyId, text, plugins }));
    } else if (event.type === 'final') {
      applyFinal(event);
    } else if (event.type === 'error') {
      settle({ type: 'error', replyId, error: event.error });
    }
  };

  const done = streamChat({ path: submission.path, body, signal: controller.signal, onEvent }).then((end) => {
    if (end.kind !== 'aborted') {
      if (!settled) {
        const text = end.kind === 'http' ? end.text || `HTTP ${end.status}` : 'Network response was not ok';
        settle({ type: 'failed', replyId, dropped: end.kind === 'dropped', text });
      }
      if (end.kind !== 'final') callbacks.onFailed?.(end);
    }
    callbacks.onSettled?.();
    return end;
  });

  const stop = async () => {
    if (settled) return;
    controller.abort();
    frames.flush();
    // Another answer on the same endpoint holds the server's abort entry: this one is closed here only.
    if (submission.serverStops === false) {
      settle({ type: 'stopped', replyId });
      return;
    }
    try {
      if (!callbacks.abort) throw new Error('no abort route');
      const text = await callbacks.abort(body.endpoint, abortKey ?? currentUserId);
      const event = parseAbortResponse(text);
      if (event.type === 'final' && !settled) {
        applyFinal(event);
        return;
      }
    } catch {
      // The server had nothing to stop (or no abort route): keep what was streamed.
    }
    if (!settled) settle({ type: 'stopped', replyId });
  };

  const end = () => {
    settled = true;
    frames.flush();
    controller.abort();
  };

  return { done, stop, end };
}

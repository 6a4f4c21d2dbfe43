import { parseAbortResponse, type Message } from '@/lib/schemas/message';
import { abortAsk } from '../api/abort-ask';
import { getMessages } from '../api/get-messages';
import { forgetInFlight, IN_FLIGHT_WINDOW_MS } from '../lib/in-flight';
import { placeholderId } from '../lib/reply-placeholder';
import type { ChatWriter } from './chat-writer';
import type { RunningSubmission } from './run-submission';

/** The first look after 1 s, then half as long again each time, never more than 5 s apart. */
export const pollDelay = (attempt: number): number => Math.min(5000, Math.round(1000 * 1.5 ** attempt));
/** A reply whose saved text has not grown for this long is not being written any more. */
export const STALL_MS = 6_000;

export interface ResumeOptions {
  conversationId: string;
  userMessageId: string;
  endpoint: string;
  sentAt: number;
  /** The server's messages (the React Query cache is refreshed with them). */
  onMessages?: (messages: Message[]) => void;
  now?: () => number;
}

/** The newest reply the server holds for the user message. */
function serverReply(messages: readonly Message[], userMessageId: string): Message | undefined {
  return messages.filter((m) => m.parentMessageId === userMessageId && !m.isCreatedByUser).at(-1);
}

function waitVisible(signal: AbortSignal): Promise<void> {
  if (typeof document === 'undefined' || !document.hidden) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (document.hidden && !signal.aborted) return;
      document.removeEventListener('visibilitychange', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    document.addEventListener('visibilitychange', done);
    signal.addEventListener('abort', done);
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * A reply the server is still writing while this tab has no stream for it (after a reload, or a
 * connection that broke): shows it as being written and reads the server's saved copy (contract: saved
 * every 100-500 ms) until it is complete, stops growing, or the window passes; then shows it as it is.
 * Stop asks the server to stop it, as for a live stream.
 */
export function resumeReply(chat: ChatWriter, options: ResumeOptions): RunningSubmission {
  const { conversationId, userMessageId, endpoint } = options;
  const now = options.now ?? Date.now;
  const controller = new AbortController();
  let settled = false;

  const existing = serverReply([...chat.read().tree.byId.values()], userMessageId);
  const shown: Message = existing ?? {
    messageId: placeholderId(userMessageId),
    parentMessageId: userMessageId,
    conversationId,
    sender: 'AI',
    text: '',
    isCreatedByUser: false,
  };
  let replyId = shown.messageId;
  chat.dispatch({ type: 'resumed', userMessageId, reply: shown });

  const progress = (reply: Message, done: boolean) => {
    chat.dispatch({ type: 'resume-progress', replyId, reply, done });
    replyId = reply.messageId;
  };

  const settle = (fields: Partial<Message>) => {
    if (settled) return;
    settled = true;
    const current = chat.read().tree.byId.get(replyId);
    if (current) progress({ ...current, ...fields }, true);
    forgetInFlight(conversationId);
  };

  const poll = async () => {
    let lastText = shown.text;
    let lastSizes = [shown.text.length].join(',');
    let lastChange = now();
    let followedDone = false;
    for (let attempt = 0; !settled; attempt += 1) {
      await sleep(pollDelay(attempt), controller.signal);
      await waitVisible(controller.signal);
      if (settled || controller.signal.aborted) return;
      let messages: Message[];
      try {
        messages = await getMessages(conversationId);
      } catch {
        messages = [];
      }
      if (settled || controller.signal.aborted) return;
      if (messages.length) options.onMessages?.(messages);
      const reply = serverReply(messages, userMessageId);
      // A comparison's other answers to the question (issue #44) come with each copy (onMessages): the poll
      // goes on while one of them is still written.
      const answers = messages.filter((m) => m.parentMessageId === userMessageId && !m.isCreatedByUser);
      const othersWriting = answers.some((m) => m !== reply && m.unfinished);
      if (reply && !reply.unfinished) {
        if (!othersWriting) {
          settle(reply);
          return;
        }
        if (!followedDone) progress(reply, true);
        followedDone = true;
      }
      const sizes = answers.map((m) => m.text.length).join(',');
      if (sizes !== lastSizes) {
        lastSizes = sizes;
        lastChange = now();
      }
      if (reply && !followedDone && reply.text !== lastText) {
        lastText = reply.text;
        progress(reply, false);
      }
      if (now() - lastChange > STALL_MS || now() - options.sentAt > IN_FLIGHT_WINDOW_MS) {
        settle(followedDone ? {} : { unfinished: true });
        return;
      }
    }
  };

  const done = poll().then(() => ({ kind: 'final' as const }));

  return {
    done,
    async stop() {
      if (settled) return;
      controller.abort();
      try {
        const event = parseAbortResponse(await abortAsk(endpoint, conversationId));
        if (event.type === 'final') {
          settle({ ...event.responseMessage, cancelled: true });
          chat.dispatch({ type: 'options', options: event.conversation });
          return;
        }
      } catch {
        // Nothing to stop: the server had finished or given up.
      }
      settle({ cancelled: true, finish_reason: 'incomplete' });
    },
    end() {
      settled = true;
      controller.abort();
    },
  };
}

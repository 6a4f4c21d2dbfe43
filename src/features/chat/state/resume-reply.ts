import { parseAbortResponse, type Message } from '@/lib/schemas/message';
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
  /**
   * Reads the server's messages again and again, `delay(n)` after the n-th read, while the tab is visible,
   * calling back after each read (an empty list when it failed); the returned function ends it. The chat's
   * messages query with React Query's interval refetch (chat/api/get-messages.ts), which also fills its cache.
   */
  watchMessages: (delay: (reads: number) => number, onRead: (messages: Message[]) => void) => () => void;
  /** Asks the server to stop the reply (the abort mutation) and answers its final payload as text. */
  abort: (endpoint: string, abortKey: string) => Promise<string>;
  now?: () => number;
}

/** The newest reply the server holds for the user message. */
function serverReply(messages: readonly Message[], userMessageId: string): Message | undefined {
  return messages.filter((m) => m.parentMessageId === userMessageId && !m.isCreatedByUser).at(-1);
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

  let resolveDone = () => {};
  const done = new Promise<{ kind: 'final' }>((resolve) => {
    resolveDone = () => resolve({ kind: 'final' });
  });
  let lastText = shown.text;
  let lastSizes = String(shown.text.length);
  let lastChange = now();
  let followedDone = false;
  const stopWatching = options.watchMessages(pollDelay, (messages) => {
    if (settled) return;
    const windowPassed = now() - options.sentAt > IN_FLIGHT_WINDOW_MS;
    // A failed read (an empty list) tells nothing of the reply: only the window can end the wait.
    if (messages.length === 0) {
      if (windowPassed) finish(followedDone ? {} : { unfinished: true });
      return;
    }
    const reply = serverReply(messages, userMessageId);
    // A comparison's other answers to the question (issue #44) come with each copy: the wait goes on while
    // one of them is still written, the followed one shown done meanwhile.
    const answers = messages.filter((m) => m.parentMessageId === userMessageId && !m.isCreatedByUser);
    const othersWriting = answers.some((m) => m !== reply && m.unfinished);
    if (reply && !reply.unfinished) {
      if (!othersWriting) return finish(reply);
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
    if (windowPassed || now() - lastChange > STALL_MS) finish(followedDone ? {} : { unfinished: true });
  });
  const close = () => {
    stopWatching();
    resolveDone();
  };
  function finish(fields: Partial<Message>) {
    settle(fields);
    close();
  }

  return {
    done,
    async stop() {
      if (settled) return;
      close();
      try {
        const event = parseAbortResponse(await options.abort(endpoint, conversationId));
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
      close();
    },
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/components/ui/toast-store';
import type { EndpointsConfig } from '@/features/models';
import { needsTokenFirst, readEndpointToken, requestToken } from '@/features/settings';
import { useUpdateConversationMutation } from '@/features/conversations';
import { announce } from '@/lib/tab-channel';
import { titleFromPrompt } from '@/lib/prompt-title';
import { visiblePath, type MessageTree } from '@/lib/message-tree';
import { conversationKeys, endpointKeys } from '@/lib/query-keys';
import type { Message } from '@/lib/schemas/message';
import type { PlannedAnswer } from '@/lib/compare-selection';
import { useAbortAskMutation } from '../api/abort-ask';
import { messagesQueryOptions } from '@/features/conversations';
import { useRefreshMessages, useWatchMessages } from '../api/get-messages';
import { useUpdateMessageMutation } from '../api/update-message';
import { forgetInFlight, inFlightFor, rememberInFlight } from '../lib/in-flight';
import { endpointOptionsFor } from '../lib/endpoint-options';
import { withTools } from '../lib/conversation-tools';
import { responseSender } from '../lib/reply-placeholder';
import { loadedSendEngine, loadSendEngine, type SendEngine } from '../lib/send-code';
import type { Submission, SubmissionContext } from '../lib/submission';
import type { ChatModel } from '../lib/conversation-record';
import type { ChatStore, ChatWriter } from '../state/chat-writer';
import { isStarting, markStarting, runningFor, runOfTag, trackRun } from '../state/running-chats';

/** History refresh after a new conversation's first reply: the server titles it after closing. */
export const LIST_REFRESH_DELAYS_MS = [2000, 5000] as const;

export interface SendOptions {
  images?: unknown[];
  /** A quick action's system instruction. */
  promptPrefix?: string | null;
  /** The translate action sends the text to translate apart from the instruction. */
  textToTranslate?: string;
  /** A comparison (issue #44): once `created` names the question, it is asked of these models too. */
  compareWith?: readonly CompareAnswer[];
  /** false when this first answer's Stop must not call the abort route (see `Submission.serverStops`). */
  serverStops?: boolean;
  /** The server named the question (`created`). */
  onCreated?: (userMessageId: string) => void;
}

/** One more model a question is put to, at once: its reply is tagged `tag` (see running-chats). */
type CompareAnswer = PlannedAnswer;

export interface ChatActions {
  send: (text: string, options?: SendOptions) => Promise<boolean>;
  regenerate: (aiMessageId: string) => void;
  continueReply: () => void;
  editSave: (messageId: string, text: string) => Promise<void>;
  editSubmit: (message: Message, text: string) => void;
  stop: () => void;
  /** Asks a question again of another model (a sibling reply), at once, even while others stream. */
  askAgain: (userMessageId: string, answer: CompareAnswer) => Promise<boolean>;
  /** Stops one reply of a comparison, by its tag ('' is the first answer); the others go on. */
  stopReply: (tag: string) => void;
  /** Opens a message in the inline editor (null closes it). */
  setEditing: (messageId: string | null) => void;
  /** Merges endpoint options (temperature, tools, model, ...) into the conversation for the next request. */
  updateOptions: (options: Readonly<Record<string, unknown>>) => void;
  /** A model picked inside the chat (option bar, preset): the conversation's record keeps it, the header shows it. */
  chooseModel: (choice: ChatModel) => void;
  /** The conversation as it is now (for a snapshot such as the export's). */
  read: ChatWriter['read'];
  stepVariant: (messageId: string, step: number) => void;
  /** Shows the variants on the way to a message (a link to it), so it is on the visible path. */
  showMessage: (messageId: string) => void;
  /**
   * After a reload: a reply this tab sent that the server may still be writing is waited for (shown as
   * being written, with Stop) until it lands.
   */
  resumeIfWriting: () => void;
  /** Another tab is writing a reply into this conversation: shown as being written until it lands. */
  followReply: (writing: { userMessageId: string; endpoint: string; sentAt: number }) => void;
}

export const ChatActionsContext = createContext<ChatActions | null>(null);

export function useChatActions(): ChatActions {
  const actions = useContext(ChatActionsContext);
  if (!actions) throw new Error('must be used within a ChatProvider');
  return actions;
}

/**
 * The chat's side effects over the store: every send goes through `runSubmission`; the draft clears
 * once the message is on its way (it is in the chat from then on). The stream is the conversation's
 * (running-chats), not the view's; the address follows the record (chat-view). Other tabs hear of each
 * reply being written and written (tab-channel).
 */
export interface ChatActionsOptions {
  store: ChatStore;
  /** The conversation's chat key (see chat-records). */
  chatKey: string;
  model: ChatModel;
  isGuest: boolean;
  /** The server named this fresh chat. */
  onNamed?: (conversationId: string) => void;
}

/** Whether the question already has a reply that is not being written any more. */
function finishedReply(tree: MessageTree, userMessageId: string): boolean {
  for (const message of tree.byId.values())
    if (
      message.parentMessageId === userMessageId &&
      !message.isCreatedByUser &&
      !message.unfinished &&
      !message.submitting
    )
      return true;
  return false;
}

export function useCreateChatActions(options: ChatActionsOptions): ChatActions {
  const { chatKey } = options;
  const writer = options.store.writerFor(chatKey);
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { mutateAsync: saveMessage } = useUpdateMessageMutation();
  const { mutateAsync: rename } = useUpdateConversationMutation();
  const { mutateAsync: abortOnServer } = useAbortAskMutation();
  const watchMessages = useWatchMessages();
  const refreshMessages = useRefreshMessages();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  return useMemo(() => {
    const endpointConfig = (endpoint: string) =>
      queryClient.getQueryData<EndpointsConfig>(endpointKeys.all())?.[endpoint];

    const context = (promptPrefix?: string | null, model = latest.current.model): SubmissionContext => {
      const state = writer.read();
      const { endpoint, model: modelName } = model;
      const conversation = withTools(
        endpoint,
        (state.conversation as Record<string, unknown> | null) ?? null,
      );
      const token = requestToken(endpoint, endpointConfig(endpoint));
      const path = visiblePath(state.tree, state.siblingIndex);
      return {
        tree: state.tree,
        latestMessage: state.tree.byId.get(path[path.length - 1] ?? '') ?? null,
        conversationId: state.conversationId,
        endpointOptions: endpointOptionsFor(endpoint, modelName, conversation, { promptPrefix, token }),
      };
    };

    // The option bar shows 'Set Token First' for such an endpoint; sending waits for the key.
    const tokenMissing = () => {
      const { endpoint } = latest.current.model;
      if (!needsTokenFirst(endpoint, endpointConfig(endpoint), readEndpointToken(endpoint))) return false;
      showToast({ message: t('settings.token.set_first'), kind: 'error' });
      return true;
    };

    /** Runs `act` with the send engine: at once when it is here, else once it has arrived (false if it cannot). */
    const withEngine = async (act: (engine: SendEngine) => void): Promise<boolean> => {
      const ready = loadedSendEngine();
      if (ready) {
        act(ready);
        return true;
      }
      markStarting(chatKey, true);
      try {
        act(await loadSendEngine());
        return true;
      } catch {
        showToast({ message: t('chat.errors.generic'), kind: 'error' });
        return false;
      } finally {
        markStarting(chatKey, false);
      }
    };

    const abort = (endpoint: string, abortKey: string) => abortOnServer({ endpoint, abortKey });

    /** Names a new chat whose first reply failed after its first prompt; a failure leaves 'New Chat'. */
    const nameFailedChat = (conversationId: string, prompt: string) =>
      rename({ conversationId, title: titleFromPrompt(prompt) }).catch(() => undefined);

    /** Waits for a reply the server is writing without a stream to this tab. */
    const resume = (conversationId: string, userMessageId: string, endpoint: string, sentAt: number) => {
      if (runningFor(chatKey)) return;
      // Needed only after a reload, a dropped connection or another tab's send: fetched then.
      void import('../state/resume-reply').then(({ resumeReply }) => {
        if (runningFor(chatKey) || writer.read().stream.status === 'streaming') return;
        const run = resumeReply(writer, {
          conversationId,
          userMessageId,
          endpoint,
          sentAt,
          watchMessages: (delay, onRead) => watchMessages(conversationId, delay, onRead),
          abort,
        });
        trackRun(chatKey, run);
        void run.done.then(() => void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }));
      });
    };

    const start = (
      engine: SendEngine,
      submission: Submission,
      draftText: string | null,
      onCreated?: (userMessageId: string) => void,
    ) => {
      const before = writer.read().conversationId;
      const endpoint = submission.body.endpoint;
      const sentAt = Date.now();
      let namedId: string | null = null;
      const run = engine.runSubmission(writer, submission, responseSender(submission.body), {
        abort,
        onCreated: (conversationId, userMessageId) => {
          onCreated?.(userMessageId);
          // A guest's chats are not theirs to read back, so there is nothing to wait for after a reload.
          if (latest.current.isGuest) return;
          rememberInFlight(conversationId, { userMessageId, endpoint, sentAt });
          announce({ kind: 'writing', conversationId, userMessageId, endpoint, sentAt });
          if (before !== null) return;
          namedId = conversationId;
          latest.current.onNamed?.(conversationId);
          // Listed in the history as soon as it is named (the server holds it from `created` on).
          void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
        },
        onFinal: ({ conversationId, wasFirstMessage }) => {
          // A comparison's other answers may still be written: a reload then still waits for them.
          if (writer.read().stream.status !== 'streaming') forgetInFlight(conversationId);
          refreshMessages(conversationId);
          if (wasFirstMessage) {
            for (const delay of LIST_REFRESH_DELAYS_MS) {
              setTimeout(() => {
                void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
                void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
              }, delay);
            }
          } else {
            void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
          }
        },
        onFailed: (end) => {
          const conversationId = namedId ?? writer.read().conversationId;
          if (!conversationId) {
            // Broken before `created` was read: the server may have made the chat all the same, and the
            // history shows it.
            if (end.kind === 'dropped' && !latest.current.isGuest)
              void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
            return;
          }
          // A broken connection does not stop the server (only the abort route does): wait for it.
          const pending =
            end.kind === 'dropped' && !latest.current.isGuest ? inFlightFor(conversationId) : null;
          if (pending) {
            // After this run has left running-chats.
            setTimeout(() => resume(conversationId, pending.userMessageId, endpoint, pending.sentAt), 0);
            return;
          }
          forgetInFlight(conversationId);
          // As after a final: a fetch that left before the server saved this exchange must not land last
          // (reconcile would take the failed exchange away, since it is no longer being written).
          if (!latest.current.isGuest) refreshMessages(conversationId);
          // The mutation refreshes the history and the chat's title.
          if (namedId && !latest.current.isGuest && draftText) void nameFailedChat(namedId, draftText);
        },
      });
      trackRun(chatKey, run, submission.replyTag);
      void run.done.then(() => {
        const id = namedId ?? writer.read().conversationId;
        if (id && !latest.current.isGuest) announce({ kind: 'written', conversationId: id });
      });
    };

    const askAgainWith = (engine: SendEngine, userMessageId: string, answer: CompareAnswer) => {
      const submission = engine.askAgainSubmission(context(null, answer.model), userMessageId);
      submission.replyTag = answer.tag;
      submission.serverStops = answer.serverStops;
      start(engine, submission, null);
    };

    const busy = () => isStarting(chatKey) || writer.read().stream.status === 'streaming';

    return {
      send(text, options = {}) {
        if (busy() || tokenMissing()) return Promise.resolve(false);
        return withEngine((engine) => {
          const submission = engine.newMessageSubmission(context(options.promptPrefix), text);
          if (options.images?.length) submission.body.images = options.images;
          if (options.textToTranslate) submission.body.text_to_translate = options.textToTranslate;
          if (options.serverStops === false) submission.serverStops = false;
          const others = options.compareWith ?? [];
          // The comparison's other answers are the contract's Regenerate of the question `created` names.
          const created = (userMessageId: string) => {
            options.onCreated?.(userMessageId);
            others.forEach((answer) => askAgainWith(engine, userMessageId, answer));
          };
          start(engine, submission, text, created);
        });
      },
      askAgain(userMessageId, answer) {
        return withEngine((engine) => askAgainWith(engine, userMessageId, answer));
      },
      stopReply(tag) {
        void runOfTag(chatKey, tag)?.stop();
      },
      regenerate(aiMessageId) {
        if (busy()) return;
        void withEngine((engine) => start(engine, engine.regenerateSubmission(context(), aiMessageId), null));
      },
      continueReply() {
        if (busy()) return;
        void withEngine((engine) => start(engine, engine.continueSubmission(context()), null));
      },
      async editSave(messageId, text) {
        const conversationId = writer.read().conversationId;
        const saved = await saveMessage({ conversationId, messageId, text });
        if (saved !== null) writer.dispatch({ type: 'edited', messageId, text: saved });
        writer.dispatch({ type: 'editing', messageId: null });
        if (saved !== null && conversationId) announce({ kind: 'written', conversationId });
      },
      editSubmit(message, text) {
        if (busy()) return;
        void withEngine((engine) => {
          const ctx = context();
          const submission = message.isCreatedByUser
            ? engine.editUserAndSubmit(ctx, message.messageId, text)
            : engine.editAiAndSubmit(ctx, message.messageId, text);
          writer.dispatch({ type: 'editing', messageId: null });
          if (submission) start(engine, submission, null);
        });
      },
      stop() {
        void runningFor(chatKey)?.stop();
      },
      resumeIfWriting() {
        const state = writer.read();
        const conversationId = state.conversationId;
        if (!conversationId || state.stream.status === 'streaming' || runningFor(chatKey)) return;
        const pending = inFlightFor(conversationId);
        if (!pending) return;
        if (!state.tree.byId.has(pending.userMessageId) || finishedReply(state.tree, pending.userMessageId)) {
          forgetInFlight(conversationId);
          return;
        }
        resume(conversationId, pending.userMessageId, pending.endpoint, pending.sentAt);
      },
      followReply({ userMessageId, endpoint, sentAt }) {
        const conversationId = writer.read().conversationId;
        if (!conversationId) return;
        // The question first (the other tab sent it), then the reply as the server writes it.
        void queryClient
          .fetchQuery({ ...messagesQueryOptions(conversationId), staleTime: 0 })
          .then((messages) => {
            writer.dispatch({ type: 'sync', messages, conversation: null });
            const state = writer.read();
            if (state.stream.status === 'streaming' || runningFor(chatKey)) return;
            if (!state.tree.byId.has(userMessageId) || finishedReply(state.tree, userMessageId)) return;
            resume(conversationId, userMessageId, endpoint, sentAt);
          })
          .catch(() => undefined);
      },
      setEditing: (messageId) => writer.dispatch({ type: 'editing', messageId }),
      updateOptions: (options) => writer.dispatch({ type: 'options', options }),
      chooseModel: (choice) => writer.dispatch({ type: 'model', model: choice }),
      read: writer.read,
      stepVariant: (messageId, step) => writer.dispatch({ type: 'step-variant', messageId, step }),
      showMessage: (messageId) => writer.dispatch({ type: 'show-message', messageId }),
    };
  }, [writer, chatKey, queryClient, t, saveMessage, rename, abortOnServer, watchMessages, refreshMessages]);
}

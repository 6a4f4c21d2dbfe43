import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toast-store';
import type { EndpointsConfig } from '@/features/models';
import { needsTokenFirst, readEndpointToken, requestToken } from '@/features/settings';
import { updateConversation } from '@/features/conversations';
import { titleFromPrompt } from '@/lib/prompt-title';
import { markWriting } from '@/lib/writing-chats';
import { visiblePath } from '@/lib/message-tree';
import { yieldToMain } from '@/lib/yield-to-main';
import { conversationKeys, endpointKeys, messageKeys } from '@/lib/query-keys';
import type { Message } from '@/lib/schemas/message';
import { useUpdateMessageMutation } from '../api/update-message';
import { clearDraft } from '../lib/drafts';
import { forgetInFlight, inFlightFor, rememberInFlight } from '../lib/in-flight';
import { endpointOptionsFor } from '../lib/endpoint-options';
import { responseSender } from '../lib/reply-placeholder';
import { loadedSendEngine, loadSendEngine, type SendEngine } from '../lib/send-code';
import type { Submission, SubmissionContext } from '../lib/submission';
import type { ChatStore, ChatWriter } from '../state/chat-writer';
import { isStarting, markStarting, runningFor, trackRun } from '../state/running-chats';

/** Names a new chat whose first reply failed after its first prompt; a failure leaves 'New Chat'. */
async function nameFailedChat(conversationId: string, prompt: string): Promise<void> {
  try {
    await updateConversation({ conversationId, title: titleFromPrompt(prompt) });
  } catch {
    // The chat keeps the server's default title.
  }
}

/** History refresh after a new conversation's first reply: the server titles it after closing. */
export const LIST_REFRESH_DELAYS_MS = [2000, 5000] as const;

export interface ChatModel {
  endpoint: string;
  model: string;
}

export interface SendOptions {
  images?: unknown[];
  /** A quick action's system instruction. */
  promptPrefix?: string | null;
  /** The translate action sends the text to translate apart from the instruction. */
  textToTranslate?: string;
}

export interface ChatActions {
  send: (text: string, options?: SendOptions) => Promise<boolean>;
  regenerate: (aiMessageId: string) => void;
  continueReply: () => void;
  editSave: (messageId: string, text: string) => Promise<void>;
  editSubmit: (message: Message, text: string) => void;
  stop: () => void;
  /** A model picked inside the chat (option bar, preset): the header shows it too. */
  chooseModel: (choice: ChatModel) => void;
  /** The conversation as it is now (for a snapshot such as the export's). */
  read: ChatWriter['read'];
  stepVariant: ChatWriter['stepVariant'];
  /**
   * After a reload: a reply this tab sent that the server may still be writing is waited for (shown as
   * being written, with Stop) until it lands.
   */
  resumeIfWriting: () => void;
}

export const ChatActionsContext = createContext<ChatActions | null>(null);

export function useChatActions(): ChatActions {
  const actions = useContext(ChatActionsContext);
  if (!actions) throw new Error('must be used within a ChatProvider');
  return actions;
}

/**
 * The chat's side effects over the store: every send goes through `runSubmission`; the draft clears
 * once the message is on its way (it is in the chat from then on); a new chat moves to its address
 * once the server names it. The stream is the conversation's (running-chats), not the view's.
 */
export interface ChatActionsOptions {
  store: ChatStore;
  /** The conversation's chat key (see chat-records). */
  chatKey: string;
  model: ChatModel;
  isGuest: boolean;
  /** The server named this fresh chat (its address becomes /chat/{id}). */
  onNamed?: (conversationId: string) => void;
  chooseModel: (choice: ChatModel) => void;
}

export function useCreateChatActions(options: ChatActionsOptions): ChatActions {
  const { store, chatKey } = options;
  const writer = store.writerFor(chatKey);
  const queryClient = useQueryClient();
  // react-router's navigate changes with the address: read through the ref, so a change of address does
  // not make new actions and redraw every row that uses them (issue #30).
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { mutateAsync: saveMessage } = useUpdateMessageMutation();
  const latest = useRef({ ...options, navigate });
  useLayoutEffect(() => {
    latest.current = { ...options, navigate };
  });

  return useMemo(() => {
    const endpointConfig = (endpoint: string) =>
      queryClient.getQueryData<EndpointsConfig>(endpointKeys.all())?.[endpoint];

    const context = (promptPrefix?: string | null): SubmissionContext => {
      const state = writer.read();
      const { endpoint, model: modelName } = latest.current.model;
      const conversation = (state.conversation as Record<string, unknown> | null) ?? null;
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

    const refreshMessages = (conversationId: string) =>
      void queryClient.invalidateQueries({ queryKey: messageKeys.list(conversationId) });

    /** Waits for a reply the server is writing without a stream to this tab. */
    const resume = (conversationId: string, userMessageId: string, endpoint: string, sentAt: number) => {
      if (runningFor(chatKey)) return;
      // Needed only after a reload or a dropped connection: fetched then, not with the page.
      void import('../state/resume-reply').then(({ resumeReply }) => {
        if (runningFor(chatKey)) return;
        const run = resumeReply(writer, {
          conversationId,
          userMessageId,
          endpoint,
          sentAt,
          onMessages: (messages) => queryClient.setQueryData(messageKeys.list(conversationId), messages),
        });
        trackRun(chatKey, run);
        markWriting(conversationId, true);
        void run.done.then(() => {
          markWriting(conversationId, false);
          void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
        });
      });
    };

    const start = (engine: SendEngine, submission: Submission, draftText: string | null) => {
      const before = writer.read().conversationId;
      const endpoint = submission.body.endpoint;
      const sentAt = Date.now();
      // The message is in the chat from now on: what failed is edited or regenerated there, never
      // sent again from the box.
      if (draftText !== null) clearDraft(before);
      let namedId: string | null = null;
      const run = engine.runSubmission(writer, submission, responseSender(submission.body), {
        onCreated: (conversationId, userMessageId) => {
          // A guest's chats are not theirs to read back, so there is nothing to wait for after a reload.
          if (!latest.current.isGuest) rememberInFlight(conversationId, { userMessageId, endpoint, sentAt });
          markWriting(conversationId, true);
          if (before !== null) return;
          namedId = conversationId;
          store.name(chatKey, conversationId);
          latest.current.onNamed?.(conversationId);
          // Guest chats are not stored for them to reopen, so their address stays /chat/new; a chat
          // the user has left keeps its stream but does not pull them back. The address changes in a
          // task of its own, not in the one drawing the named chat, where a key pressed meanwhile would
          // wait for both (issue #30).
          if (latest.current.isGuest) return;
          void yieldToMain().then(() => {
            if (store.isOpen(chatKey))
              void latest.current.navigate(`/chat/${conversationId}`, { replace: true });
          });
        },
        onFinal: ({ conversationId, wasFirstMessage }) => {
          forgetInFlight(conversationId);
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
          if (!conversationId) return;
          // A broken connection does not stop the server (only the abort route does): wait for it.
          const pending =
            end.kind === 'dropped' && !latest.current.isGuest ? inFlightFor(conversationId) : null;
          if (pending) {
            // After this run has left running-chats.
            setTimeout(() => resume(conversationId, pending.userMessageId, endpoint, pending.sentAt), 0);
            return;
          }
          forgetInFlight(conversationId);
          if (namedId && !latest.current.isGuest && draftText) {
            const named = namedId;
            void nameFailedChat(named, draftText).then(() =>
              Promise.all([
                queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
                queryClient.invalidateQueries({ queryKey: conversationKeys.detail(named) }),
              ]),
            );
          }
        },
      });
      trackRun(chatKey, run);
      void run.done.then(() => {
        const id = namedId ?? writer.read().conversationId;
        if (id && !runningFor(chatKey)) markWriting(id, false);
      });
    };

    const busy = () => isStarting(chatKey) || writer.read().streamingId !== null;

    return {
      send(text, options = {}) {
        if (busy() || tokenMissing()) return Promise.resolve(false);
        return withEngine((engine) => {
          const submission = engine.newMessageSubmission(context(options.promptPrefix), text);
          if (options.images?.length) submission.body.images = options.images;
          if (options.textToTranslate) submission.body.text_to_translate = options.textToTranslate;
          start(engine, submission, text);
        });
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
        if (saved !== null) writer.patch(messageId, { text: saved });
        writer.setEditing(null);
      },
      editSubmit(message, text) {
        if (busy()) return;
        void withEngine((engine) => {
          const ctx = context();
          const submission = message.isCreatedByUser
            ? engine.editUserAndSubmit(ctx, message.messageId, text)
            : engine.editAiAndSubmit(ctx, message.messageId, text);
          writer.setEditing(null);
          if (submission) start(engine, submission, null);
        });
      },
      stop() {
        void runningFor(chatKey)?.stop();
      },
      resumeIfWriting() {
        const state = writer.read();
        const conversationId = state.conversationId;
        if (!conversationId || state.streamingId !== null || runningFor(chatKey)) return;
        const pending = inFlightFor(conversationId);
        if (!pending) return;
        const reply = [...state.tree.byId.values()].find(
          (m) => m.parentMessageId === pending.userMessageId && !m.isCreatedByUser,
        );
        if (!state.tree.byId.has(pending.userMessageId) || (reply && !reply.unfinished)) {
          forgetInFlight(conversationId);
          return;
        }
        resume(conversationId, pending.userMessageId, pending.endpoint, pending.sentAt);
      },
      chooseModel: (choice) => latest.current.chooseModel(choice),
      read: writer.read,
      stepVariant: writer.stepVariant,
    };
  }, [writer, store, chatKey, queryClient, t, saveMessage]);
}

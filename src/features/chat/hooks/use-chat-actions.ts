import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/ui/toast-store';
import type { EndpointsConfig } from '@/features/models';
import { needsTokenFirst, readEndpointToken, requestToken } from '@/features/settings';
import { updateConversation } from '@/features/conversations';
import { titleFromPrompt } from '@/lib/prompt-title';
import { visiblePath } from '@/lib/message-tree';
import { conversationKeys, endpointKeys, messageKeys } from '@/lib/query-keys';
import type { Message } from '@/lib/schemas/message';
import { useUpdateMessageMutation } from '../api/update-message';
import { clearDraft } from '../lib/drafts';
import { endpointOptionsFor } from '../lib/endpoint-options';
import { responseSender } from '../lib/reply-placeholder';
import { loadedSendEngine, loadSendEngine, type SendEngine } from '../lib/send-code';
import type { Submission, SubmissionContext } from '../lib/submission';
import type { ChatWriter } from '../state/chat-writer';
import type { RunningSubmission } from '../state/run-submission';

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
}

export const ChatActionsContext = createContext<ChatActions | null>(null);

export function useChatActions(): ChatActions {
  const actions = useContext(ChatActionsContext);
  if (!actions) throw new Error('must be used within a ChatProvider');
  return actions;
}

/**
 * The chat's side effects over the store: every send goes through `runSubmission`; drafts clear when
 * the server completes the reply; a new chat moves to its address once the server names it.
 */
export interface ChatActionsOptions {
  writer: ChatWriter;
  model: ChatModel;
  isGuest: boolean;
  onFailedSend: (text: string) => void;
  onStarted?: (conversationId: string) => void;
  chooseModel: (choice: ChatModel) => void;
}

export function useCreateChatActions(options: ChatActionsOptions): ChatActions {
  const { writer } = options;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { mutateAsync: saveMessage } = useUpdateMessageMutation();
  const running = useRef<RunningSubmission | null>(null);
  // A send waiting for the send engine's code counts as busy: a second Enter must not send twice.
  const starting = useRef(false);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
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
      starting.current = true;
      try {
        act(await loadSendEngine());
        return true;
      } catch {
        showToast({ message: t('chat.errors.generic'), kind: 'error' });
        return false;
      } finally {
        starting.current = false;
      }
    };

    const start = (engine: SendEngine, submission: Submission, draftText: string | null) => {
      const draftKey = writer.read().conversationId;
      const sender = responseSender(submission.body);
      // A new chat the server named: if its first reply fails, the server leaves it 'New Chat'.
      let newChatId: string | null = null;
      const run = engine.runSubmission(writer, submission, sender, {
        onCreated: (conversationId) => {
          if (draftKey !== null) return;
          newChatId = conversationId;
          // The server holds the prompt now: a stop, a failure or a reload must not bring it back in
          // the next New chat.
          if (draftText !== null) clearDraft(null);
          latest.current.onStarted?.(conversationId);
          // Guest chats are not stored for them to reopen, so their address stays /chat/new.
          if (!latest.current.isGuest) navigate(`/chat/${conversationId}`, { replace: true });
        },
        onFinal: ({ conversationId, wasFirstMessage }) => {
          if (draftText !== null) clearDraft(draftKey);
          void queryClient.invalidateQueries({ queryKey: messageKeys.list(conversationId) });
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
        onFailed: () => {
          if (draftText !== null) latest.current.onFailedSend(draftText);
          if (newChatId && !latest.current.isGuest && draftText) {
            const named = newChatId;
            void nameFailedChat(named, draftText).then(() =>
              Promise.all([
                queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
                queryClient.invalidateQueries({ queryKey: conversationKeys.detail(named) }),
              ]),
            );
          }
        },
      });
      running.current = run;
      void run.done.finally(() => {
        if (running.current === run) running.current = null;
      });
    };

    const busy = () => starting.current || writer.read().streamingId !== null;

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
        void running.current?.stop();
      },
      chooseModel: (choice) => latest.current.chooseModel(choice),
      read: writer.read,
      stepVariant: writer.stepVariant,
    };
  }, [writer, queryClient, navigate, t, saveMessage]);
}

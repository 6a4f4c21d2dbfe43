import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetChatModelChoice } from '@/features/models';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';
import { ChatActionsContext, useCreateChatActions, type ChatModel } from '../hooks/use-chat-actions';
import { clearDraft, readDraft, writeDraft } from '../lib/drafts';
import { useLatest } from '../hooks/use-latest';
import { useConversationId, useHasMessages, useOpenChatView } from '../state/chat-hooks';
import { useChatWriter, type ChatWriter } from '../state/chat-writer';
import { ChatInput, type BeforeSend } from './chat-input';
import { ChatLanding } from './chat-landing';
import { ConversationToolbar } from './conversation-toolbar';
import { DeferredMessageList } from './deferred-message-list';

export interface ChatViewProps {
  /** null for a fresh chat. */
  conversationId: string | null;
  conversation?: Conversation | null;
  messages?: readonly Message[];
  model: ChatModel;
  isGuest: boolean;
  /** A fresh chat was named by the server (before its address changes to /chat/{id}). */
  onStarted?: (conversationId: string) => void;
  /** Runs before each send (usage limits, gates); false keeps the message in the input, unsent. */
  beforeSend?: BeforeSend;
  /** The conversation's name, the page's heading for screen readers (the history shows it on screen). */
  title?: string;
  /**
   * Where this chat's model choice is kept until the server names it (the address's slug or 'new'); a
   * named conversation keeps it under its id. The header reads the same choice.
   */
  modelKey: string;
}

function ChatBody({
  model,
  modelKey,
  isGuest,
  onStarted,
  beforeSend,
  title,
  writer,
}: Pick<ChatViewProps, 'model' | 'modelKey' | 'isGuest' | 'onStarted' | 'beforeSend' | 'title'> & {
  writer: ChatWriter;
}) {
  const { t } = useTranslation();
  const conversationId = useConversationId();
  const isEmpty = !useHasMessages();
  const isStored = conversationId !== null && conversationId !== 'new' && conversationId !== 'search';
  const setModelChoice = useSetChatModelChoice();
  const chooseModel = useCallback(
    (choice: ChatModel) => setModelChoice(conversationId ?? modelKey, choice),
    [setModelChoice, conversationId, modelKey],
  );
  // A draft belongs to one conversation: once the server names a new chat, what is typed next is that
  // chat's draft, and nothing is left under 'new' for the next New chat to show.
  const draftKey = conversationId;
  const [text, setText] = useState(() => readDraft(draftKey));
  const latestText = useLatest(text);
  const previousKey = useRef(draftKey);
  useEffect(() => {
    if (previousKey.current === draftKey) return;
    const wasNew = previousKey.current === null;
    previousKey.current = draftKey;
    if (!wasNew) return;
    // The text in the input (typed while the first reply streamed) moves to the named chat.
    clearDraft(null);
    writeDraft(draftKey, latestText.current);
  }, [draftKey, latestText]);
  const changeText = useCallback(
    (next: string) => {
      setText(next);
      writeDraft(draftKey, next);
    },
    [draftKey],
  );
  // A failed send puts the text back (it is still the stored draft).
  const restore = useCallback((failed: string) => setText((current) => current || failed), []);
  const actions = useCreateChatActions({
    writer,
    model,
    isGuest,
    onFailedSend: restore,
    onStarted,
    chooseModel,
  });
  const input = (
    <ChatInput
      text={text}
      onTextChange={changeText}
      onSent={() => setText('')}
      model={model}
      isGuest={isGuest}
      conversationId={conversationId}
      beforeSend={beforeSend}
    />
  );
  return (
    <ChatActionsContext.Provider value={actions}>
      {isEmpty ? (
        <ChatLanding input={input} onPick={changeText} />
      ) : (
        <div className="flex h-full flex-col">
          {/* The landing has its greeting; a conversation is named by its title ('New chat' until named). */}
          <h1 className="sr-only">{title ?? t('shell.new_chat')}</h1>
          {isStored ? <ConversationToolbar isGuest={isGuest} /> : null}
          <DeferredMessageList />
          {input}
        </div>
      )}
    </ChatActionsContext.Provider>
  );
}

/** One conversation: its state, the message list (or the landing when empty) and the input. */
export function ChatView({ conversationId, conversation = null, messages = [], ...body }: ChatViewProps) {
  const writer = useChatWriter();
  // Before paint, the conversation fills the atoms (the one closed before emptied them in the same
  // commit); the body renders once they hold this view's conversation.
  const initial = useRef({ conversationId, conversation, messages });
  useLayoutEffect(() => {
    const { conversationId: id, conversation: stored, messages: list } = initial.current;
    writer.open(id, list, stored);
    return writer.close;
  }, [writer]);
  return useOpenChatView() === writer.viewId ? <ChatBody {...body} writer={writer} /> : null;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Conversation } from '@/lib/schemas/conversation';
import type { Message } from '@/lib/schemas/message';
import { ChatActionsContext, useCreateChatActions, type ChatModel } from '../hooks/use-chat-actions';
import { clearDraft, readDraft, writeDraft } from '../lib/drafts';
import { useLatest } from '../hooks/use-latest';
import { ChatStoreContext, useChatSelector } from '../state/chat-context';
import { ChatStore } from '../state/chat-store';
import { ChatInput, type BeforeSend } from './chat-input';
import { ChatLanding } from './chat-landing';
import { ConversationToolbar } from './conversation-toolbar';
import { DeferredMessageList } from './deferred-views';

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
  /** The model picked inside the chat (option bar, preset), or null when the route's applies. */
  onModelChoice?: (choice: ChatModel | null) => void;
}

function ChatBody({
  model: routeModel,
  isGuest,
  onStarted,
  beforeSend,
  onModelChoice,
}: Pick<ChatViewProps, 'model' | 'isGuest' | 'onStarted' | 'beforeSend' | 'onModelChoice'>) {
  const conversationId = useChatSelector((state) => state.conversationId);
  const isEmpty = useChatSelector((state) => state.tree.byId.size === 0);
  const isStored = conversationId !== null && conversationId !== 'new' && conversationId !== 'search';
  const modelChoice = useChatSelector((state) => state.modelChoice);
  useEffect(() => onModelChoice?.(modelChoice), [modelChoice, onModelChoice]);
  const model = modelChoice ?? routeModel;
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
  const actions = useCreateChatActions({ model, isGuest, onFailedSend: restore, onStarted });
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
          {isStored ? <ConversationToolbar isGuest={isGuest} /> : null}
          <DeferredMessageList />
          {input}
        </div>
      )}
    </ChatActionsContext.Provider>
  );
}

/** One conversation: its store, the message list (or the landing when empty) and the input. */
export function ChatView({
  conversationId,
  conversation = null,
  messages = [],
  model,
  isGuest,
  onStarted,
  beforeSend,
  onModelChoice,
}: ChatViewProps) {
  const [store] = useState(() => {
    const created = new ChatStore(conversationId, messages);
    if (conversation) created.setConversation(conversation);
    return created;
  });
  // A model the route gives anew replaces one picked inside the chat.
  useEffect(() => store.chooseModel(null), [store, model.endpoint, model.model]);
  return (
    <ChatStoreContext.Provider value={store}>
      <ChatBody
        model={model}
        isGuest={isGuest}
        onStarted={onStarted}
        beforeSend={beforeSend}
        onModelChoice={onModelChoice}
      />
    </ChatStoreContext.Provider>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/features/auth';
import {
  ChatView,
  preloadConversationView,
  readDraft,
  useMessagesQuery,
  useSetStartedChat,
  writeDraft,
  type BeforeSend,
  type ChatModel,
} from '@/features/chat';
import { useConversationQuery } from '@/features/conversations';
import { rememberSlug } from '@/features/models';
import { useKeptPrompt, usePlanGate, useUsageCheck } from '@/features/plans';
import { CurrentSearchView } from '@/features/search';
import { useChatPage } from './use-chat-page';

/** A stored conversation: loads it and its messages; a failed load goes to /chat/new (spec section 2). */
function StoredConversation({
  conversationId,
  isGuest,
  model,
  beforeSend,
}: {
  conversationId: string;
  isGuest: boolean;
  model: ChatModel;
  beforeSend: BeforeSend;
}) {
  const { t } = useTranslation();
  // Fetched beside the conversation, not after it.
  useEffect(preloadConversationView, []);
  const conversation = useConversationQuery(conversationId, !isGuest);
  const messages = useMessagesQuery(conversationId, !isGuest);
  // A prompt a limit stopped here comes back into the input, unless something is typed there already.
  const promptSettled = useKeptPrompt(conversationId, !isGuest, (prompt) => {
    if (!readDraft(conversationId).trim()) writeDraft(conversationId, prompt);
  });
  if (isGuest || conversation.isError || messages.isError) return <Navigate to="/chat/new" replace />;
  if (!conversation.data || !messages.data || !promptSettled) {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return (
    <ChatView
      conversationId={conversationId}
      conversation={conversation.data}
      messages={messages.data}
      model={model}
      modelKey={conversationId}
      isGuest={isGuest}
      beforeSend={beforeSend}
      title={conversation.data.title}
    />
  );
}

export function Component() {
  const { conversationId = 'new' } = useParams();
  const location = useLocation();
  const { isAuthenticated } = useAuthContext();
  const chat = useChatPage(conversationId);
  const { slug, started, guestBlocked, model, title } = chat;
  // The conversation a limit may stop a prompt in: a stored one, or a new chat once the server named it.
  const usage = useUsageCheck(chat.isStored || started ? conversationId : null);
  const setStarted = useSetStartedChat();
  // A fresh chat is the started one only while its view lives: coming back later loads it as stored.
  useEffect(() => () => setStarted(null), [setStarted]);

  // Guests chat with the free model only (spec section 4): an address naming another one opens the
  // register prompt over a new chat, instead of selecting a model that would fail at send.
  const gate = usePlanGate();
  useEffect(() => {
    if (guestBlocked) gate.requestRegister();
    // Once per address: the gate's identity may change while its popup opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestBlocked, slug]);

  useEffect(() => {
    if (slug && slug !== 'new' && !guestBlocked) rememberSlug(slug);
  }, [slug, guestBlocked]);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (guestBlocked) return <Navigate to="/chat/new" replace />;

  let content;
  if (chat.isSearch) {
    content = <CurrentSearchView />;
  } else if (started || slug) {
    const key = started ? started.key : `new:${location.key}`;
    content = (
      <ChatView
        key={key}
        conversationId={null}
        model={model}
        modelKey={conversationId}
        isGuest={!isAuthenticated}
        onStarted={(id) => setStarted({ id, key, model })}
        beforeSend={usage.beforeSend}
        title={title}
      />
    );
  } else {
    content = (
      <StoredConversation
        key={conversationId}
        conversationId={conversationId}
        isGuest={!isAuthenticated}
        model={model}
        beforeSend={usage.beforeSend}
      />
    );
  }
  return (
    <>
      {content}
      {usage.dialog}
    </>
  );
}

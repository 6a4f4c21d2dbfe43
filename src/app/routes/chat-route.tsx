import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/features/auth';
import {
  ChatView,
  preloadConversationView,
  readDraft,
  useMessagesQuery,
  writeDraft,
  type BeforeSend,
  type ChatModel,
} from '@/features/chat';
import { useConversationQuery } from '@/features/conversations';
import { AppShell } from '@/features/layout';
import { isModelSlug, rememberSlug, slugChoice, slugModel, useChatModel } from '@/features/models';
import { useKeptPrompt, usePlanGate, useUsageCheck } from '@/features/plans';
import { CurrentSearchView } from '@/features/search';

const DEFAULT_MODEL: ChatModel = slugModel('new');

/** A stored conversation: loads it and its messages; a failed load goes to /chat/new (spec section 2). */
function StoredConversation({
  conversationId,
  isGuest,
  model,
  beforeSend,
  onModelChoice,
}: {
  conversationId: string;
  isGuest: boolean;
  model: ChatModel;
  beforeSend: BeforeSend;
  onModelChoice: (choice: ChatModel | null) => void;
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
      isGuest={isGuest}
      beforeSend={beforeSend}
      onModelChoice={onModelChoice}
    />
  );
}

export function Component() {
  const { conversationId = 'new' } = useParams();
  const location = useLocation();
  const { isAuthenticated } = useAuthContext();
  const slug = isModelSlug(conversationId) ? conversationId : null;
  // A fresh chat moves to /chat/{id} once the server names it; the same view (and its stream) stays.
  const [started, setStarted] = useState<{ id: string; key: string; model: ChatModel } | null>(null);

  // Guests chat with the free model only (spec section 4): an address naming another one opens the
  // register prompt over a new chat, instead of selecting a model that would fail at send.
  const gate = usePlanGate();
  const guestBlocked = !isAuthenticated && slug !== null && slugModel(slug).model !== DEFAULT_MODEL.model;
  useEffect(() => {
    if (guestBlocked) gate.requestRegister();
    // Once per address: the gate's identity may change while its popup opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestBlocked, slug]);

  useEffect(() => {
    if (slug && slug !== 'new' && !guestBlocked) rememberSlug(slug);
  }, [slug, guestBlocked]);

  // The model: the address's, the stored conversation's, or what the header chose for this chat.
  const isStarted = started?.id === conversationId;
  const isStored = !slug && !isStarted && conversationId !== 'search';
  // The conversation a limit may stop a prompt in: a stored one, or a new chat once the server named it.
  const usage = useUsageCheck(isStored || isStarted ? conversationId : null);
  // A started chat asks too: its title arrives a moment after the first reply (see LIST_REFRESH_DELAYS_MS).
  const stored = useConversationQuery(conversationId, (isStored || isStarted) && isAuthenticated).data;
  const title = stored?.conversationId === conversationId ? stored.title : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  const base: ChatModel = slug
    ? slugChoice(slug)
    : isStarted
      ? started.model
      : { endpoint: stored?.endpoint ?? DEFAULT_MODEL.endpoint, model: stored?.model ?? DEFAULT_MODEL.model };
  const model = useChatModel(conversationId, base);
  // A model picked inside the chat (option bar, preset) shows in the header too.
  const [chatChoice, setChatChoice] = useState<ChatModel | null>(null);

  if (guestBlocked) return <Navigate to="/chat/new" replace />;

  let content;
  const isSearch = conversationId === 'search';
  if (isSearch) {
    content = <CurrentSearchView />;
  } else if (isStarted || slug) {
    const key = isStarted ? started.key : `new:${location.key}`;
    content = (
      <ChatView
        key={key}
        conversationId={null}
        model={model}
        isGuest={!isAuthenticated}
        onStarted={(id) => setStarted({ id, key, model })}
        beforeSend={usage.beforeSend}
        onModelChoice={setChatChoice}
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
        onModelChoice={setChatChoice}
      />
    );
  }
  // A stored conversation has messages; a fresh one has them once the server named it.
  const hasMessages = (!slug && !isSearch) || isStarted;
  return (
    <AppShell hasMessages={hasMessages} model={(!isSearch && chatChoice) || model}>
      {content}
      {usage.dialog}
    </AppShell>
  );
}

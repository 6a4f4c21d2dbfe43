import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuthContext } from '@/features/auth';
import {
  ChatView,
  LINKED_MESSAGE_PARAM,
  preloadConversationView,
  preloadStoredChatView,
  readDraft,
  useIsChatInMemory,
  useMessagesQuery,
  writeDraft,
  type ChatSeed,
  type ChatSlots,
} from '@/features/chat';
import { loadCompareSlots, loadedCompareSlots, preloadCompare } from '@/features/compare';
import { shownTitle, useConversationQuery } from '@/features/conversations';
import { isApiError } from '@/lib/api-client';
import { rememberSlug } from '@/features/models';
import { useKeptPrompt, usePlanGate, useUsageCheck } from '@/features/plans';
import { CurrentSearchView } from '@/features/search';
import { useChatPage } from './use-chat-page';

const isGone = (error: unknown) => isApiError(error, 404) || isApiError(error, 403);

type StoredChat = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; seed: ChatSeed | null };

/**
 * A conversation the address names, under its chat key `key`: shown at once when this tab holds it (made
 * or visited here), else once the server's copy has arrived; the server's copy refreshes what the tab
 * holds. A failed load goes to /chat/new (spec section 2).
 */
function useStoredChat(conversationId: string, key: string, enabled: boolean): StoredChat {
  const inMemory = useIsChatInMemory(key);
  useEffect(() => {
    // Fetched beside the conversation, not after it.
    if (enabled) preloadConversationView();
  }, [enabled]);
  const conversation = useConversationQuery(conversationId, enabled);
  const messages = useMessagesQuery(conversationId, enabled);
  // A prompt a limit stopped here comes back into the input, unless something is typed there already.
  const promptSettled = useKeptPrompt(conversationId, enabled, (prompt) => {
    if (!readDraft(conversationId).trim()) writeDraft(conversationId, prompt);
  });
  const seed = useMemo<ChatSeed | null>(
    () =>
      messages.data && conversation.data
        ? { conversationId, messages: messages.data, conversation: conversation.data }
        : null,
    [conversationId, messages.data, conversation.data],
  );
  // Deleted elsewhere (or never this user's): the spec's not-found path, even for a chat the tab holds.
  if (isGone(conversation.error) || isGone(messages.error)) return { status: 'failed' };
  if (inMemory) return { status: 'ready', seed };
  if (conversation.isError || messages.isError) return { status: 'failed' };
  if (!seed || !promptSettled) return { status: 'loading' };
  return { status: 'ready', seed };
}

export function Component() {
  const { conversationId = 'new' } = useParams();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const { isAuthenticated } = useAuthContext();
  const chat = useChatPage(conversationId);
  const { slug, guestBlocked, model } = chat;
  // The server's default title reads in the interface language (the stored one stays as it is).
  const title = chat.title === undefined ? undefined : shownTitle(chat.title, t);
  const isGuest = !isAuthenticated;
  const stored = useStoredChat(conversationId, chat.chatKey, chat.isStored && isAuthenticated);
  // The conversation a limit may stop a prompt in: a stored one (a new chat once the server named it).
  const usage = useUsageCheck(chat.isStored ? conversationId : null);

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

  // Comparing models is for accounts (issue #44): its slots load once someone is signed in.
  const [slots, setSlots] = useState<ChatSlots | undefined>(loadedCompareSlots);
  useEffect(() => {
    if (!isGuest) void loadCompareSlots().then(setSlots);
  }, [isGuest]);

  if (guestBlocked) return <Navigate to="/chat/new" replace />;

  let content;
  if (chat.isSearch) {
    content = <CurrentSearchView />;
  } else if (chat.isStored && (isGuest || stored.status === 'failed')) {
    content = <Navigate to="/chat/new" replace />;
  } else if (chat.isStored && stored.status !== 'ready') {
    content = (
      <div className="flex h-full items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else {
    // One element for every chat, keyed by its chat key (the one the header's model reads, see
    // useChatPage): a fresh chat the server names keeps its key (and so its view, its rows and the focus)
    // when its address becomes /chat/{id}.
    const ready = stored.status === 'ready' && chat.isStored ? stored : null;
    content = (
      <ChatView
        key={chat.chatKey}
        chatKey={chat.chatKey}
        seed={ready?.seed ?? null}
        serverCopy={ready?.seed ?? null}
        model={model}
        address={conversationId}
        storedId={chat.isStored ? conversationId : null}
        isGuest={isGuest}
        beforeSend={usage.beforeSend}
        title={title}
        slots={isGuest ? undefined : slots}
        opensAtMessage={searchParams.has(LINKED_MESSAGE_PARAM)}
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

/**
 * What a stored conversation shows beside the route, fetched while the page whose links open one is idle
 * (route-code.ts: the search page's, whose visitors are signed in): its message list, the markdown
 * renderer, the composer's tools and the comparison's parts.
 */
export const preload = () => {
  preloadStoredChatView();
  void preloadCompare();
};

import { useAuthContext } from '@/features/auth';
import { useStartedChat, type ChatModel, type StartedChat } from '@/features/chat';
import { useConversationQuery } from '@/features/conversations';
import { isModelSlug, slugChoice, slugModel, useChatModel, type ModelSlug } from '@/features/models';

export const DEFAULT_CHAT_MODEL: ChatModel = slugModel('new');

export interface ChatPage {
  /** The address's conversation id, slug, 'new' or 'search'. */
  conversationId: string;
  slug: ModelSlug | null;
  /** The fresh chat of this view, named by the server (its address is now /chat/{id}). */
  started: StartedChat | null;
  isSearch: boolean;
  /** A conversation to load from the server. */
  isStored: boolean;
  /** The model the chat sends with, and the header shows. */
  model: ChatModel;
  /** A stored conversation has messages; a fresh one has them once the server named it. */
  hasMessages: boolean;
  /** A guest on a model's address other than the free one (spec section 4). */
  guestBlocked: boolean;
  /** The stored conversation's title, once known. */
  title: string | undefined;
}

/**
 * What a /chat/{…} address shows, for the chat route and for the shell around it (its header's model):
 * both ask this one hook, so they always agree. `conversationId` is null on other pages.
 */
export function useChatPage(address: string | null): ChatPage {
  const conversationId = address ?? 'new';
  const { isAuthenticated } = useAuthContext();
  const startedChat = useStartedChat();
  const slug = isModelSlug(conversationId) ? conversationId : null;
  const started = startedChat?.id === conversationId ? startedChat : null;
  const isSearch = conversationId === 'search';
  const isStored = address !== null && !slug && !started && !isSearch;
  // A started chat asks too: its title arrives a moment after the first reply (see LIST_REFRESH_DELAYS_MS).
  const stored = useConversationQuery(conversationId, (isStored || started !== null) && isAuthenticated).data;
  const base: ChatModel = slug
    ? slugChoice(slug)
    : started
      ? started.model
      : {
          endpoint: stored?.endpoint ?? DEFAULT_CHAT_MODEL.endpoint,
          model: stored?.model ?? DEFAULT_CHAT_MODEL.model,
        };
  // The header's, the option bar's or a preset's choice for this chat, else the base.
  const model = useChatModel(address === null ? null : conversationId, base);
  return {
    conversationId,
    slug,
    started,
    isSearch,
    isStored,
    model,
    hasMessages: (!slug && !isSearch) || started !== null,
    guestBlocked: !isAuthenticated && slug !== null && slugModel(slug).model !== DEFAULT_CHAT_MODEL.model,
    title: stored?.conversationId === conversationId ? stored.title : undefined,
  };
}

import { useAuthContext } from '@/features/auth';
import type { ChatModel } from '@/features/chat';
import { useConversationQuery } from '@/features/conversations';
import { isModelSlug, slugChoice, slugModel, useChatModel, type ModelSlug } from '@/features/models';

export const DEFAULT_CHAT_MODEL: ChatModel = slugModel('new');

export interface ChatPage {
  /** The address's conversation id, slug, 'new' or 'search'. */
  conversationId: string;
  slug: ModelSlug | null;
  isSearch: boolean;
  /** A conversation the server names (the address holds its id). */
  isStored: boolean;
  /** The model the chat sends with, and the header shows. */
  model: ChatModel;
  /** A stored conversation has messages. */
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
  const slug = isModelSlug(conversationId) ? conversationId : null;
  const isSearch = conversationId === 'search';
  const isStored = address !== null && !slug && !isSearch;
  // A chat named in this tab asks too: its title arrives a moment after the first reply.
  const stored = useConversationQuery(conversationId, isStored && isAuthenticated).data;
  const base: ChatModel = slug
    ? slugChoice(slug)
    : {
        endpoint: stored?.endpoint ?? DEFAULT_CHAT_MODEL.endpoint,
        model: stored?.model ?? DEFAULT_CHAT_MODEL.model,
      };
  // The header's, the option bar's or a preset's choice for this chat, else the base.
  const model = useChatModel(address === null ? null : conversationId, base);
  return {
    conversationId,
    slug,
    isSearch,
    isStored,
    model,
    hasMessages: !slug && !isSearch,
    guestBlocked: !isAuthenticated && slug !== null && slugModel(slug).model !== DEFAULT_CHAT_MODEL.model,
    title: stored?.conversationId === conversationId ? stored.title : undefined,
  };
}

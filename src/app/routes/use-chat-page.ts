import { useLocation } from 'react-router-dom';
import { useAuthContext } from '@/features/auth';
import { useAddressChatKey, useChatModelChoice, type ChatModel } from '@/features/chat';
import { useConversationQuery } from '@/features/conversations';
import {
  carriedModelOf,
  isModelSlug,
  slugChoice,
  slugModel,
  useChatModel,
  type ModelSlug,
} from '@/features/models';

export const DEFAULT_CHAT_MODEL: ChatModel = slugModel('new');

export interface ChatPage {
  /** The address's conversation id, slug, 'new' or 'search'. */
  conversationId: string;
  slug: ModelSlug | null;
  isSearch: boolean;
  /** A conversation the server names (the address holds its id). */
  isStored: boolean;
  /**
   * The chat key of the chat the address opens (`useAddressChatKey`): the chat route renders it, and its
   * record holds the model chosen for it.
   */
  chatKey: string;
  /** The model the chat sends with, and the header shows. */
  model: ChatModel;
  /** Chooses the model of the chat the address opens (null: back to the address's or stored model). */
  chooseModel: (choice: ChatModel | null) => void;
  /** A stored conversation has messages. */
  hasMessages: boolean;
  /** A guest on a model's address other than the free one (spec section 4). */
  guestBlocked: boolean;
  /** The stored conversation's title, once known. */
  title: string | undefined;
}

/**
 * What a /chat/{…} address shows, for the chat route and for the shell around it (its header's model):
 * both ask this one hook, so they always agree, and both read and write the model of the same chat.
 * `address` is null on other pages.
 */
export function useChatPage(address: string | null): ChatPage {
  const conversationId = address ?? 'new';
  const { isAuthenticated } = useAuthContext();
  const { state } = useLocation();
  const slug = isModelSlug(conversationId) ? conversationId : null;
  const isSearch = conversationId === 'search';
  const isStored = address !== null && !slug && !isSearch;
  const chatKey = useAddressChatKey(isStored ? conversationId : null);
  // The header's, the option bar's or a preset's choice, kept by the chat's record.
  const choice = useChatModelChoice(address === null || isSearch ? null : chatKey);
  // A chat named in this tab asks too: its title arrives a moment after the first reply.
  const stored = useConversationQuery(conversationId, isStored && isAuthenticated).data;
  // A fresh chat's address names its model: a model's slug, or /chat/new with the model its history
  // entry carries (one without a header entry of its own, chosen elsewhere; never a guest's).
  const carried = isAuthenticated ? carriedModelOf(state) : null;
  const base: ChatModel = slug
    ? (carried ?? slugChoice(slug))
    : {
        endpoint: stored?.endpoint ?? DEFAULT_CHAT_MODEL.endpoint,
        model: stored?.model ?? DEFAULT_CHAT_MODEL.model,
      };
  const model = useChatModel(choice.chosen, base);
  return {
    conversationId,
    slug,
    isSearch,
    isStored,
    chatKey,
    model,
    chooseModel: choice.choose,
    hasMessages: !slug && !isSearch,
    guestBlocked: !isAuthenticated && slug !== null && slugModel(slug).model !== DEFAULT_CHAT_MODEL.model,
    title: stored?.conversationId === conversationId ? stored.title : undefined,
  };
}

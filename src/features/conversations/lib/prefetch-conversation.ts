import type { QueryClient } from '@tanstack/react-query';
import { chatPromptModalQueryOptions } from '@/features/plans';
import { conversationQueryOptions } from '../api/get-conversation';
import { messagesQueryOptions } from '../api/get-messages';
import type { ListedConversation } from './open-path';

/**
 * Starts reading a conversation as its link is pressed, not once its page has rendered: at 4x CPU slowdown
 * the chat's page took 140 ms to render before its reads went out (issue #43, a search hit within 300 ms).
 * The chat page's own queries join these reads; what is fresh is not read again. The prompt a limit kept
 * for the chat is among them: the page waits for that answer before it draws the conversation.
 */
export function prefetchConversation(
  queryClient: QueryClient,
  { conversationId, collection_name }: ListedConversation,
): void {
  // A PDF chat's page reads what it shows its own way.
  if (collection_name) return;
  void queryClient.prefetchQuery(conversationQueryOptions(conversationId));
  void queryClient.prefetchQuery(messagesQueryOptions(conversationId));
  void queryClient.prefetchQuery(chatPromptModalQueryOptions(conversationId));
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { conversationKeys } from '@/lib/query-keys';
import { onTabNews } from '@/lib/tab-channel';
import { useRefreshMessages } from '../api/get-messages';
import { useChatStore } from '../state/chat-writer';

/**
 * What other tabs did reaches this one: a reply written there refetches the conversation and the
 * history, and a conversation deleted anywhere leaves this tab's records (tab-channel.ts). The open
 * chat follows a reply being written elsewhere itself (chat-view).
 */
export function FollowOtherTabs() {
  const queryClient = useQueryClient();
  const store = useChatStore();
  const refreshMessages = useRefreshMessages();
  useEffect(
    () =>
      onTabNews((news, fromHere) => {
        if (news.kind === 'writing') return;
        if (news.kind === 'removed') store.forget(news.conversationId);
        // This tab's own deletion has dropped its queries already.
        if (fromHere) return;
        if (news.kind === 'written') refreshMessages(news.conversationId);
        void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
        // A conversation open here that was deleted elsewhere then follows the not-found path.
        if (news.conversationId !== null)
          void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(news.conversationId) });
      }),
    [queryClient, store, refreshMessages],
  );
  return null;
}

import { QueryObserver, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getMessages, messagesQueryOptions } from '@/features/conversations';
import type { Message } from '@/lib/schemas/message';
import { chatKeys } from './keys';

export function useMessagesQuery(conversationId: string, enabled: boolean) {
  return useQuery({ ...messagesQueryOptions(conversationId), enabled });
}

/**
 * Reads a chat's messages afresh after something changed them on the server (an exchange here ended, another
 * tab wrote a reply). A read still on its way left before that change and may lack it; React Query would join
 * it rather than ask again while the query has no data yet (its first read), and the chat's reconcile would
 * take that copy as the server's word: it is cancelled first.
 */
export function useRefreshMessages(): (conversationId: string) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (conversationId) => {
      const { queryKey } = messagesQueryOptions(conversationId);
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
    },
    [queryClient],
  );
}

/** Reads a conversation's messages again and again until the returned function is called. */
export type WatchMessages = (
  conversationId: string,
  delay: (reads: number) => number,
  onRead: (messages: Message[]) => void,
) => () => void;

/**
 * Watches a conversation's messages: reads them again `delay(n)` ms after the n-th read, calling back after
 * each read (an empty list when it failed), until the returned function is called. React Query's interval
 * refetch on the chat's own query (so its cache and the open chat get each copy), paused while the tab is
 * hidden (`refetchIntervalInBackground: false`). For a reply the server writes without a stream to this tab.
 */
export function useWatchMessages(): WatchMessages {
  const queryClient = useQueryClient();
  return useCallback(
    (conversationId, delay, onRead) => {
      const options = messagesQueryOptions(conversationId);
      const reads = (state?: { dataUpdateCount: number; errorUpdateCount: number }) =>
        state ? state.dataUpdateCount + state.errorUpdateCount : 0;
      const before = reads(queryClient.getQueryCache().find({ queryKey: options.queryKey })?.state);
      const observer = new QueryObserver(queryClient, {
        ...options,
        refetchOnWindowFocus: false,
        refetchInterval: (query) => delay(reads(query.state) - before),
        refetchIntervalInBackground: false,
      });
      const readAt = (result: { dataUpdatedAt: number; errorUpdatedAt: number }) =>
        Math.max(result.dataUpdatedAt, result.errorUpdatedAt);
      let lastRead = readAt(observer.getCurrentResult());
      return observer.subscribe((result) => {
        if (result.fetchStatus !== 'idle' || readAt(result) === lastRead) return;
        lastRead = readAt(result);
        onRead(result.status === 'success' && result.dataUpdatedAt === lastRead ? result.data : []);
      });
    },
    [queryClient],
  );
}

/**
 * The stored list read afresh for an export (it has the dates that replies of this visit lack). Under
 * its own key: written into `messageKeys.list`, a fresh copy would reset the open chat's branches.
 */
const exportMessagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.exportMessages(conversationId),
    queryFn: () => getMessages(conversationId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Reads the stored messages when asked (the export button), not while rendering. */
export function useReadExportMessages(): (conversationId: string) => Promise<Message[]> {
  const queryClient = useQueryClient();
  return useCallback(
    (conversationId) => queryClient.fetchQuery(exportMessagesQueryOptions(conversationId)),
    [queryClient],
  );
}

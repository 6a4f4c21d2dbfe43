import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';
import { parseMessageList, type Message } from '@/lib/schemas/message';
import { chatKeys } from './keys';

export async function getMessages(conversationId: string): Promise<Message[]> {
  const body = await apiRequest<unknown>(`/api/messages/${encodeURIComponent(conversationId)}`);
  return parseMessageList(body).messages;
}

const MESSAGES_STALE_MS = 10_000;

export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: messageKeys.list(conversationId),
    queryFn: () => getMessages(conversationId),
    retry: false,
    // Another tab or device may have added to it: opened again, or back in view, it asks the server once
    // this is stale; the chat's record reconciles with what comes (the reply it is writing stays).
    staleTime: MESSAGES_STALE_MS,
    refetchOnWindowFocus: true,
  });

export function useMessagesQuery(conversationId: string, enabled: boolean) {
  return useQuery({ ...messagesQueryOptions(conversationId), enabled });
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

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

export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: messageKeys.list(conversationId),
    queryFn: () => getMessages(conversationId),
    retry: false,
    // The open chat owns its messages while mounted; a background refetch would reset the branches shown.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
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

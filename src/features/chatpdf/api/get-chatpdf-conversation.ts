import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { chatPdfKeys } from './keys';

const chatPdfConversationSchema = z.object({
  fileName: z.nullish(z.string()),
  status: z.nullish(z.enum(['in_progress', 'completed', 'failed'])),
  collection_name: z.nullish(z.string()),
});

export function getChatPdfConversation(id: string) {
  return apiRequest(`/api/chat-pdf/convos/${encodeURIComponent(id)}`, { schema: chatPdfConversationSchema });
}

export const chatPdfConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: chatPdfKeys.conversation(id),
    queryFn: () => getChatPdfConversation(id),
    retry: false,
  });

export function useChatPdfConversationQuery(id: string, enabled = true) {
  return useQuery({ ...chatPdfConversationQueryOptions(id), enabled });
}

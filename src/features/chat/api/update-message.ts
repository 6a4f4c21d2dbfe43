import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageKeys } from '@/lib/query-keys';
import type { Message } from '@/lib/schemas/message';
import { editSaveRequest } from '../lib/edit-save-request';

/** Save of an edited message: PUT /api/messages/{cid}/{mid} `{text}`; null when the text is empty. */
export async function updateMessageText(
  conversationId: string | null,
  messageId: string,
  text: string,
): Promise<string | null> {
  const request = editSaveRequest(conversationId, messageId, text);
  if (!request) return null;
  await apiRequest(request.path, { method: 'PUT', json: request.body });
  return request.body.text;
}

export interface UpdateMessageInput {
  conversationId: string | null;
  messageId: string;
  text: string;
}

/**
 * The save, then the conversation's cached message list: the saved text at once, so a chat opened
 * again from the cache shows it, and a read of the server's list behind it (a refetch that was
 * already under way when the save landed would otherwise bring the old text back).
 */
export function useUpdateMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, messageId, text }: UpdateMessageInput) =>
      updateMessageText(conversationId, messageId, text),
    onSuccess: (saved, { conversationId, messageId }) => {
      if (saved === null || !conversationId) return;
      const queryKey = messageKeys.list(conversationId);
      queryClient.setQueryData<Message[]>(queryKey, (list) =>
        list?.map((message) => (message.messageId === messageId ? { ...message, text: saved } : message)),
      );
      // Not awaited: the editor closes as soon as the server has the text.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthContext } from '@/features/auth';
import { usageKeys } from '@/lib/query-keys';
import { onFinalReply } from '@/lib/sse/reply-events';
import { useLogUserEventMutation } from '../api/log-user-event';
import { replyUsage } from '../lib/reply-usage';

/** The /user/log event of the client's usage report after a reply. */
export const CHAT_USAGE_EVENT = 'chat_usage';

/**
 * After every finished reply of a signed-in user: the usage counters it moved are read again (the
 * account card's tokens, prompts and credits left), and the client's optional usage report goes out
 * with the reply's token counts. The spec gives the report no path of its own, so it is a /user/log
 * event (`chat_usage`), the provider's log of what a user did.
 */
export function useReplyFollowUps(): void {
  const queryClient = useQueryClient();
  const { isAuthenticated } = useAuthContext();
  const { mutate: logUserEvent } = useLogUserEventMutation();
  useEffect(() => {
    if (!isAuthenticated) return;
    return onFinalReply((reply) => {
      void queryClient.invalidateQueries({ queryKey: usageKeys.chats() });
      void queryClient.invalidateQueries({ queryKey: usageKeys.allCredits() });
      const counts = replyUsage(reply);
      if (!counts) return;
      logUserEvent({
        event: CHAT_USAGE_EVENT,
        data: {
          conversation_id: reply.conversation.conversationId ?? reply.responseMessage.conversationId ?? null,
          model: reply.responseMessage.model ?? reply.conversation.model ?? null,
          ...counts,
        },
      });
    });
  }, [isAuthenticated, logUserEvent, queryClient]);
}

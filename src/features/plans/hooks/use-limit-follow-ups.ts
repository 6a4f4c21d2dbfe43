import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { readCookie } from '@/lib/cookies';
import { planCreditsQueryOptions } from '../api/get-plan-credits';
import { useSendChatUsageEmailMutation } from '../api/send-chat-usage-email';
import { useSetChatPromptModal } from '../api/set-chat-prompt-modal';
import { useUpdateChatPromptModal } from '../api/update-chat-prompt-modal';
import { planGroup } from '../lib/upgrade-url';
import { withPlanCredits, type UsageModal } from '../lib/usage-limits';

export interface LimitFollowUps {
  /** A limit stopped `prompt`: the follow-ups run, and the modal to show comes back. */
  stopped: (modal: UsageModal, prompt: string) => Promise<UsageModal>;
  /** A message went out: a prompt kept earlier in this conversation is used. */
  sent: () => void;
}

/**
 * What happens when a limit stops a message, besides the modal: the provider mails the user their
 * usage (once a visit), the server keeps the unsent prompt for the conversation until it is sent or put
 * back into the input after a new login (useKeptPrompt), and the credit modal names the credits of the
 * plan it offers. Every call here fails silently: the modal shows whatever happens.
 */
export function useLimitFollowUps(conversationId: string | null): LimitFollowUps {
  const queryClient = useQueryClient();
  const { mutate: keepPrompt } = useSetChatPromptModal();
  const { mutate: markUsed } = useUpdateChatPromptModal();
  const { mutate: sendUsageEmail } = useSendChatUsageEmailMutation();
  const emailed = useRef(false);
  const kept = useRef(new Set<string>());

  const stopped = useCallback(
    async (modal: UsageModal, prompt: string): Promise<UsageModal> => {
      if (!emailed.current) {
        emailed.current = true;
        sendUsageEmail();
      }
      if (conversationId && prompt.trim()) {
        kept.current.add(conversationId);
        keepPrompt({ conversationId, prompt });
      }
      if (modal.kind !== 'max-credit' || modal.variant !== 'upgrade') return modal;
      const group = planGroup({ ppg: readCookie('ppg'), promo: readCookie('promo') });
      // Within the query's wait (2 s), or not at all.
      const credits = await queryClient.fetchQuery(planCreditsQueryOptions(group)).catch(() => null);
      return withPlanCredits(modal, credits);
    },
    [conversationId, keepPrompt, queryClient, sendUsageEmail],
  );

  const sent = useCallback(() => {
    if (!conversationId || !kept.current.delete(conversationId)) return;
    markUsed(conversationId);
  }, [conversationId, markUsed]);

  return useMemo(() => ({ stopped, sent }), [stopped, sent]);
}

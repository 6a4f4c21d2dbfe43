import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useAuthContext } from '@/features/auth';
import { chatUsageQueryOptions } from '../api/get-chat-usage';
import { creditUsageQueryOptions } from '../api/get-credit-usage';
import { UsageLimitDialog } from '../components/lazy-usage-limit-dialog';
import { useCurrentPlan } from '../state/current-plan';
import { useLimitFollowUps } from './use-limit-follow-ups';
import {
  decideUsage,
  imageCreditCost,
  isTrialInterval,
  needsUsageCheck,
  type UsageModal,
} from '../lib/usage-limits';

/** What a chat asks before it sends: false keeps the message unsent. */
export type SendCheck = (request: {
  model: { endpoint: string; model: string };
  /** The model's display name, for the limit modals. */
  modelTitle?: string;
  text: string;
  imageCount: number;
}) => Promise<boolean>;

export interface UsageCheck {
  /** Pass to ChatView: asks /e/get-chat-usage (and /e/get-credit-usage for image models) first. */
  beforeSend: SendCheck;
  /** The limit modal; render it anywhere on the page. */
  dialog: ReactNode;
}

/**
 * The usage check before sending (spec section 4 'Usage and mood'): free users and guests skip it;
 * anyone else is asked about, and a reached limit opens its modal and keeps the message unsent.
 * If the usage service cannot be reached the message goes out: the server still enforces its limits.
 * `conversationId`: the stored conversation being written in, whose stopped prompt the server keeps.
 */
export function useUsageCheck(conversationId: string | null = null): UsageCheck {
  const { user } = useAuthContext();
  const plan = useCurrentPlan();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<UsageModal | null>(null);
  const followUp = useLimitFollowUps(conversationId);

  const beforeSend = useCallback<SendCheck>(
    async ({ model, modelTitle, text }) => {
      const { tier } = plan;
      if (!needsUsageCheck({ tier })) return true;
      const { isMember } = plan;
      const userPid = user?.user_pid;
      try {
        const usage = await queryClient.fetchQuery(chatUsageQueryOptions(model.model));
        const needsCredits = imageCreditCost(model.model, isMember) > 0 && userPid != null;
        const credits = needsCredits ? await queryClient.fetchQuery(creditUsageQueryOptions(userPid)) : null;
        const decision = decideUsage({
          plan: { tier, isMember, isTrial: isTrialInterval(user?.payment_interval) },
          model: model.model,
          modelTitle,
          usage,
          credits,
        });
        if (!decision.blocked) {
          followUp.sent();
          return true;
        }
        setModal(await followUp.stopped(decision.modal, text));
        return false;
      } catch {
        return true;
      }
    },
    [queryClient, user, plan, followUp],
  );

  return {
    beforeSend,
    dialog: <UsageLimitDialog modal={modal} onClose={() => setModal(null)} />,
  };
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthContext } from '@/features/auth';
import { providerAuthQueryOptions } from '../api/authenticate-v2';
import { effectiveSubscription, providerMatches } from '../lib/plan-sync';
import { badgeFor, planFlags, type Badge, type PlanFlags } from '../lib/tier';

export type CurrentPlan = PlanFlags & {
  badge: Badge;
  /** is_member (image models cost no credits). */
  isMember: boolean;
  /** The subscription type as the server spells it, null without one. */
  subscription: string | null;
  /** False while the session or the signed-in user is still loading (the tier then reads guest). */
  resolved: boolean;
};

/**
 * The signed-in user's plan: /api/user, overridden by /e/authenticate/v2 once that names the same user
 * (the polling lives in usePlanSync; this only reads what it found).
 */
export function useCurrentPlan(): CurrentPlan {
  const { status, user } = useAuthContext();
  const provider = useQuery({ ...providerAuthQueryOptions(), enabled: false });
  const answer = status === 'authenticated' ? provider.data : undefined;
  return useMemo(() => {
    const subscription = effectiveSubscription(user, answer);
    const member = providerMatches(user?.email, answer) ? answer?.is_member : user?.is_member;
    const flags = planFlags(user ? { email: user.email, subscription_type: subscription } : undefined);
    return {
      ...flags,
      badge: badgeFor(flags),
      isMember: Boolean(member),
      subscription: flags.tier === 'guest' ? null : subscription,
      resolved: status === 'guest' || (status === 'authenticated' && user !== undefined),
    };
  }, [status, user, answer]);
}

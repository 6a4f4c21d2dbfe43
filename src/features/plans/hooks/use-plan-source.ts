import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthContext } from '@/features/auth';
import { providerAuthQueryOptions } from '../api/authenticate-v2';
import { effectiveSubscription, providerMatches } from '../lib/plan-sync';
import { badgeFor, planFlags } from '../lib/tier';
import type { CurrentPlan } from '../state/current-plan';

/**
 * The plan from its sources, for the plans runtime to publish: /api/user, overridden by
 * /e/authenticate/v2 once that names the same user (the polling lives in usePlanSync).
 */
export function usePlanSource(): CurrentPlan {
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

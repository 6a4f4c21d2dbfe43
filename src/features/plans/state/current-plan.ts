import { atom, useRecoilValue, useSetRecoilState } from 'recoil';
import type { Badge, PlanFlags } from '../lib/tier';

export type CurrentPlan = PlanFlags & {
  badge: Badge;
  /** is_member (image models cost no credits). */
  isMember: boolean;
  /** The subscription type as the server spells it, null without one. */
  subscription: string | null;
  /** False while the session or the signed-in user is still loading (the tier then reads guest). */
  resolved: boolean;
};

export const UNRESOLVED_PLAN: CurrentPlan = {
  tier: 'guest',
  isPro: false,
  isProMax: false,
  isEnterprise: false,
  badge: 'FREE',
  isMember: false,
  subscription: null,
  resolved: false,
};

/** The plan every tier decision reads; only the plans runtime writes it (see usePlanSource). */
const currentPlanState = atom<CurrentPlan>({ key: 'plans/current', default: UNRESOLVED_PLAN });

/** The signed-in user's plan: /api/user, overridden by /e/authenticate/v2 once that names the same user. */
export function useCurrentPlan(): CurrentPlan {
  return useRecoilValue(currentPlanState);
}

export function useSetCurrentPlan(): (plan: CurrentPlan) => void {
  return useSetRecoilState(currentPlanState);
}

import { atom, useRecoilValue, type MutableSnapshot } from 'recoil';
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
export const currentPlanState = atom<CurrentPlan>({ key: 'plans/current', default: UNRESOLVED_PLAN });

/** The signed-in user's plan: /api/user, overridden by /e/authenticate/v2 once that names the same user. */
export function useCurrentPlan(): CurrentPlan {
  return useRecoilValue(currentPlanState);
}

/**
 * The Recoil root's `initializeState`: the plan starts at what its sources say when the app pages mount,
 * so the plans runtime's first publish changes nothing, instead of every part that reads the tier
 * rendering a second time, synchronously, as the first page mounts (issue #30).
 */
export const startWithPlan =
  (plan: CurrentPlan) =>
  ({ set }: MutableSnapshot): void =>
    set(currentPlanState, plan);

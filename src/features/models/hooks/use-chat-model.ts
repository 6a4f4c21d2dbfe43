import { useMemo } from 'react';
import { useCurrentPlan } from '@/features/plans';
import { resolveModel, type ModelChoice } from '../lib/access';

/**
 * The model a chat sends with: the model chosen for it (`chosen`, held by the chat's record), else
 * `base`, its address's or stored conversation's; resolved for the plan once it is known. Guests keep the
 * address's model, so sending asks them to register instead of quietly switching.
 */
export function useChatModel(chosen: ModelChoice | null, base: ModelChoice): ModelChoice {
  const plan = useCurrentPlan();
  const resolve = plan.resolved && plan.tier !== 'guest';
  const wanted = chosen ?? base;
  const { endpoint, model } = resolve ? resolveModel(plan, wanted) : wanted;
  return useMemo(() => ({ endpoint, model }), [endpoint, model]);
}

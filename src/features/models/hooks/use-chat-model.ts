import { useMemo } from 'react';
import { useCurrentPlan } from '@/features/plans';
import { resolveModel, type ModelChoice } from '../lib/access';
import { useChatModelChoice } from '../state/chat-model-choice';

/**
 * The model a chat sends with: the header's choice for this chat (`key`: its conversation id, or the
 * slug or 'new' of a fresh chat), else `base`; resolved for the plan once it is known. Guests keep the
 * address's model, so sending asks them to register instead of quietly switching.
 */
export function useChatModel(key: string | null, base: ModelChoice): ModelChoice {
  const plan = useCurrentPlan();
  const override = useChatModelChoice(key);
  const chosen = override ?? base;
  const resolve = plan.resolved && plan.tier !== 'guest';
  const { endpoint, model } = resolve ? resolveModel(plan, chosen) : chosen;
  return useMemo(() => ({ endpoint, model }), [endpoint, model]);
}

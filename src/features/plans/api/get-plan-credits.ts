import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { usageFigure } from '../lib/usage-limits';
import { planKeys } from './keys';

const answerSchema = z.looseObject({ success: z.nullish(z.boolean()), credits: usageFigure });

/**
 * POST {start site}/api/get-plan-credits `ppg` (spec section 7): the monthly credits of the plan that
 * plan group offers, or null when the answer has no figure.
 */
export async function getPlanCredits(planGroup: string, signal?: AbortSignal): Promise<number | null> {
  const answer = await apiRequest('/api/get-plan-credits', {
    target: 'start',
    form: { ppg: planGroup },
    schema: answerSchema,
    skipRefresh: true,
    signal,
  });
  return answer.success === false ? null : answer.credits;
}

/** The 'Maximum Credit Limit' modal does not wait longer than this for the figure. */
const PLAN_CREDITS_WAIT_MS = 2000;

/** A start site that does not answer in time is abandoned: the query fails and the modal keeps its figure. */
export const planCreditsQueryOptions = (planGroup: string) =>
  queryOptions({
    queryKey: planKeys.planCredits(planGroup),
    queryFn: () => getPlanCredits(planGroup, AbortSignal.timeout(PLAN_CREDITS_WAIT_MS)),
    staleTime: 60 * 60_000,
    retry: false,
  });

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
export async function getPlanCredits(planGroup: string): Promise<number | null> {
  const answer = await apiRequest('/api/get-plan-credits', {
    target: 'start',
    form: { ppg: planGroup },
    schema: answerSchema,
    skipRefresh: true,
  });
  return answer.success === false ? null : answer.credits;
}

export const planCreditsQueryOptions = (planGroup: string) =>
  queryOptions({
    queryKey: planKeys.planCredits(planGroup),
    queryFn: () => getPlanCredits(planGroup),
    staleTime: 60 * 60_000,
    retry: false,
  });

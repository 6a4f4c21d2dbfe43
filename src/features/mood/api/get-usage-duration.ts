import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { moodKeys } from './keys';

const usageDurationSchema = z.object({
  success: z.optional(z.boolean()),
  res: z.nullish(z.object({ usage_duration: z.catch(z.coerce.number(), 0) })),
});

/** GET /e/get-usage-duration?user_email= (spec section 7): seconds of use so far (0 when unknown). */
export async function getUsageDuration(email: string): Promise<number> {
  const answer = await apiRequest(`/e/get-usage-duration?user_email=${encodeURIComponent(email)}`, {
    target: 'provider',
    schema: usageDurationSchema,
    skipRefresh: true,
  });
  const seconds = answer.res?.usage_duration ?? 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

export const usageDurationQueryOptions = (email: string) =>
  queryOptions({
    queryKey: moodKeys.usageDuration(email),
    queryFn: () => getUsageDuration(email),
    staleTime: Infinity,
  });

export function useUsageDurationQuery(email: string | null | undefined) {
  return useQuery({ ...usageDurationQueryOptions(email ?? ''), enabled: Boolean(email) });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { layoutKeys } from './keys';

const answerSchema = z.looseObject({
  total: z.catch(z.nullish(z.coerce.number().check(z.int(), z.positive())), null),
});

/** POST /e/get-total-app (spec section 7: reads total): how many AI apps an account reaches, or null. */
export async function getTotalApps(): Promise<number | null> {
  const answer = await apiRequest('/e/get-total-app', {
    target: 'provider',
    method: 'POST',
    schema: answerSchema,
    skipRefresh: true,
  });
  return answer.total ?? null;
}

export const totalAppsQueryOptions = () =>
  queryOptions({
    queryKey: layoutKeys.totalApps(),
    queryFn: getTotalApps,
    staleTime: 60 * 60_000,
    retry: false,
  });

/** A figure for the sign-up card; without it (loading, failure) the card says 'more AI apps'. */
export function useTotalAppsQuery(enabled: boolean) {
  return useQuery({ ...totalAppsQueryOptions(), enabled });
}

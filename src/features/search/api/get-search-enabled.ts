import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { searchKeys } from './keys';

const searchEnabledSchema = z.pipe(
  z.nullish(z.union([z.boolean(), z.string()])),
  z.transform((value) => value === true || value === 'true'),
);

/** GET /api/search/enable: a bare JSON `true` or `false` (no auth). */
export function getSearchEnabled(): Promise<boolean> {
  return apiRequest('/api/search/enable', { schema: searchEnabledSchema, skipRefresh: true });
}

export const searchEnabledQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.enabled(),
    queryFn: getSearchEnabled,
    staleTime: Infinity,
    retry: false,
  });

export function useSearchEnabledQuery(enabled = true) {
  return useQuery({ ...searchEnabledQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usageKeys } from '@/lib/query-keys';
import { creditUsageSchema, type CreditUsage } from '../lib/usage-limits';

type UserPid = string | number;

/** POST /e/get-credit-usage with the user's user_pid (spec section 7): the credits left in `data`. */
export function getCreditUsage(userPid: UserPid): Promise<CreditUsage> {
  return apiRequest('/e/get-credit-usage', {
    target: 'provider',
    json: { user_pid: String(userPid) },
    schema: creditUsageSchema,
    skipRefresh: true,
  });
}

export const creditUsageQueryOptions = (userPid: UserPid) =>
  queryOptions({
    queryKey: usageKeys.credits(String(userPid)),
    queryFn: () => getCreditUsage(userPid),
    staleTime: 0,
  });

export function useCreditUsageQuery(userPid: UserPid | null | undefined, enabled: boolean) {
  return useQuery({
    ...creditUsageQueryOptions(userPid ?? ''),
    enabled: enabled && userPid !== null && userPid !== undefined && userPid !== '',
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';
import { userSchema, type User } from '@/lib/schemas/user';

export function getUser(): Promise<User> {
  return apiRequest('/api/user', { schema: userSchema });
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: userKeys.current(), queryFn: getUser, staleTime: 60_000 });

/** Runs only when a token exists (spec section 4, Authentication). */
export function useUserQuery(enabled: boolean) {
  return useQuery({ ...userQueryOptions(), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { usageDurationQueryOptions } from './get-usage-duration';

export interface UsageDuration {
  email: string;
  seconds: number;
}

/** POST /e/set-usage-duration, form-encoded (spec section 7): the total seconds of use. */
export function setUsageDuration({ email, seconds }: UsageDuration): Promise<void> {
  return apiRequest('/e/set-usage-duration', {
    target: 'provider',
    form: { user_email: email, usage_duration: String(Math.floor(seconds)) },
    responseType: 'none',
    skipRefresh: true,
  });
}

/**
 * The cached total takes the new figure at once (the clock goes on from it), whether or not the save
 * arrives: a failed save is tried again with the next total.
 */
export function useSetUsageDurationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUsageDuration,
    onMutate: ({ email, seconds }) => {
      queryClient.setQueryData(usageDurationQueryOptions(email).queryKey, seconds);
    },
  });
}

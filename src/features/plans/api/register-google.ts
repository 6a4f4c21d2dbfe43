import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { socialRegistrationAnswerSchema, socialRegistrationUrl } from '../lib/social-registration';

/** POST {start site}/api/register-google, no body (spec section 7): where to go on, or null. */
export async function registerGoogle({ signal }: { signal?: AbortSignal } = {}): Promise<string | null> {
  const answer = await apiRequest('/api/register-google', {
    target: 'start',
    method: 'POST',
    schema: socialRegistrationAnswerSchema,
    skipRefresh: true,
    signal,
  });
  return socialRegistrationUrl(answer);
}

/** The answer is an address to go on to; nothing cached changes. */
export function useRegisterGoogleMutation() {
  return useMutation({ mutationFn: registerGoogle });
}

import { useCallback } from 'react';
import { useRegisterAppleMutation } from '../api/register-apple';
import { useRegisterGoogleMutation } from '../api/register-google';
import type { SocialRegistration } from '../lib/social-registration';

/** How long a guest waits for the start site before the register popup opens anyway. */
const START_SITE_WAIT_MS = 4000;

/**
 * For a guest the start site marked as signing up with Google or Apple: asks it where the sign-up goes
 * on. Resolves to that address, or null when the call fails or takes too long (it is then aborted;
 * failures are silent, spec section 7), and then the usual register popup opens.
 */
export function useSocialRegistration(): (social: SocialRegistration) => Promise<string | null> {
  const { mutateAsync: registerGoogle } = useRegisterGoogleMutation();
  const { mutateAsync: registerApple } = useRegisterAppleMutation();
  return useCallback(
    (social) => {
      const signal = AbortSignal.timeout(START_SITE_WAIT_MS);
      const call =
        social.kind === 'google' ? registerGoogle({ signal }) : registerApple({ ...social, signal });
      return call.catch(() => null);
    },
    [registerApple, registerGoogle],
  );
}

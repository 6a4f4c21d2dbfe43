import { apiRequest } from '@/lib/api-client';
import { socialRegistrationAnswerSchema, socialRegistrationUrl } from '../lib/social-registration';

/** POST {start site}/api/register-google, no body (spec section 7): where to go on, or null. */
export async function registerGoogle(): Promise<string | null> {
  const answer = await apiRequest('/api/register-google', {
    target: 'start',
    method: 'POST',
    schema: socialRegistrationAnswerSchema,
    skipRefresh: true,
  });
  return socialRegistrationUrl(answer);
}

import { apiRequest } from '@/lib/api-client';

/** POST /e/set-usage-duration, form-encoded (spec section 7): the total seconds of use. */
export function setUsageDuration(email: string, seconds: number): Promise<void> {
  return apiRequest('/e/set-usage-duration', {
    target: 'provider',
    form: { user_email: email, usage_duration: String(Math.floor(seconds)) },
    responseType: 'none',
    skipRefresh: true,
  });
}

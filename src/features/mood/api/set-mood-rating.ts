import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Rating } from '../lib/mood-rules';

/** POST /e/set-mood-rating, form-encoded (spec section 7). */
export function setMoodRating(email: string, rating: Rating): Promise<void> {
  return apiRequest('/e/set-mood-rating', {
    target: 'provider',
    form: { user_email: email, rating: String(rating) },
    responseType: 'none',
    skipRefresh: true,
  });
}

export function useSetMoodRatingMutation() {
  return useMutation({
    mutationFn: ({ email, rating }: { email: string; rating: Rating }) => setMoodRating(email, rating),
  });
}

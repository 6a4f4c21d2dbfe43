import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

const resetRequestSchema = z.object({
  message: z.optional(z.string()),
  link: z.optional(z.string()),
});

export function requestPasswordReset(email: string) {
  return apiRequest('/api/auth/requestPasswordReset', {
    json: { email },
    schema: resetRequestSchema,
    skipRefresh: true,
  });
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

export type PasswordReset = { userId: string; token: string; password: string; confirm_password: string };

const resetSchema = z.object({ message: z.optional(z.string()) });

export function resetPassword(reset: PasswordReset) {
  return apiRequest('/api/auth/resetPassword', { json: reset, schema: resetSchema, skipRefresh: true });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { userSchema } from '@/lib/schemas/user';

export type LoginCredentials = { email: string; password: string };

const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function login(credentials: LoginCredentials): Promise<LoginResponse> {
  return apiRequest('/api/auth/login', { json: credentials, schema: loginResponseSchema, skipRefresh: true });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

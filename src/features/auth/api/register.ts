import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { userSchema } from '@/lib/schemas/user';

export type Registration = {
  name: string;
  email: string;
  username: string;
  password: string;
  confirm_password: string;
};

/** v0.5.8 answers `{user}` and sets the token cookie; newer servers also return the token. */
const registerResponseSchema = z.object({
  user: userSchema,
  token: z.optional(z.string().check(z.minLength(1))),
});

export function register(registration: Registration) {
  return apiRequest('/api/auth/register', {
    json: registration,
    schema: registerResponseSchema,
    skipRefresh: true,
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}

import { z } from 'zod/mini';

const optionalText = z.nullish(z.string());

/** GET /api/user (contract section 2) plus the fork's subscription fields (spec section 3). */
export const userSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: optionalText,
  name: optionalText,
  username: optionalText,
  avatar: optionalText,
  role: optionalText,
  provider: optionalText,
  emailVerified: z.nullish(z.boolean()),
  plugins: z.nullish(z.array(z.string())),
  subscription_type: optionalText,
  payment_interval: optionalText,
  is_free_user: z.nullish(z.boolean()),
  user_pid: z.nullish(z.union([z.string(), z.number()])),
  is_member: z.nullish(z.boolean()),
  auth_version: optionalText,
  createdAt: optionalText,
  updatedAt: optionalText,
});

export type User = z.infer<typeof userSchema>;

import { z } from 'zod';

const optionalText = z.string().nullish();

/** GET /api/user (contract section 2) plus the fork's subscription fields (spec section 3). */
export const userSchema = z.object({
  id: z.string().min(1),
  email: optionalText,
  name: optionalText,
  username: optionalText,
  avatar: optionalText,
  role: optionalText,
  provider: optionalText,
  emailVerified: z.boolean().nullish(),
  plugins: z.array(z.string()).nullish(),
  subscription_type: optionalText,
  payment_interval: optionalText,
  is_free_user: z.boolean().nullish(),
  user_pid: z.union([z.string(), z.number()]).nullish(),
  is_member: z.boolean().nullish(),
  auth_version: optionalText,
  createdAt: optionalText,
  updatedAt: optionalText,
});

export type User = z.infer<typeof userSchema>;

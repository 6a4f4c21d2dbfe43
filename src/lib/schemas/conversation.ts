import { z } from 'zod/mini';

/** A stored conversation (contract section 2); only the fields the client relies on are required. */
export const conversationSchema = z.looseObject({
  conversationId: z.string().check(z.minLength(1)),
  title: z.pipe(
    z.nullish(z.string()),
    z.transform((title) => title || 'New Chat'),
  ),
  endpoint: z.nullish(z.string()),
  model: z.nullish(z.string()),
  collection_name: z.nullish(z.string()),
  createdAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
});

export type Conversation = z.infer<typeof conversationSchema>;

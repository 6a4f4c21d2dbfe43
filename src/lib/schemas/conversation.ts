import { z } from 'zod';

/** A stored conversation (contract section 2); only the fields the client relies on are required. */
export const conversationSchema = z
  .object({
    conversationId: z.string().min(1),
    title: z
      .string()
      .nullish()
      .transform((title) => title || 'New Chat'),
    endpoint: z.string().nullish(),
    model: z.string().nullish(),
    collection_name: z.string().nullish(),
    createdAt: z.string().nullish(),
    updatedAt: z.string().nullish(),
  })
  .passthrough();

export type Conversation = z.infer<typeof conversationSchema>;

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { SESSION_COOKIE } from '@/features/plans';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { imageGenKeys } from './keys';

/** A collected image (spec section 3); `input`, what it was made from, only where the server keeps it. */
export const collectedImageSchema = z.object({
  url: z.string(),
  prompt: z.pipe(
    z.nullish(z.string()),
    z.transform((prompt) => prompt ?? ''),
  ),
  replicate: z.string(),
  timestamp: z.nullish(z.string()),
  input: z.nullish(z.record(z.string(), z.unknown())),
});
export type CollectedImage = z.infer<typeof collectedImageSchema>;

/** A broken entry is dropped, not the whole collection. */
const collectionSchema = z.object({
  success: z.optional(z.boolean()),
  data: z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = collectedImageSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
});

/** The provider identifies the user by the chat-session cookie value. */
export const sessionBody = () => ({ aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '' });

const byNewest = (a: CollectedImage, b: CollectedImage) =>
  (b.timestamp ?? '').localeCompare(a.timestamp ?? '');

/** POST /e/fetch-image-imagegen: the user's images, newest first. */
export async function fetchImages(): Promise<CollectedImage[]> {
  const answer = await apiRequest('/e/fetch-image-imagegen', {
    target: 'provider',
    json: sessionBody(),
    schema: collectionSchema,
    skipRefresh: true,
  });
  return [...answer.data].sort(byNewest);
}

export const imageCollectionQueryOptions = () =>
  queryOptions({ queryKey: imageGenKeys.collection(), queryFn: fetchImages });

export function useImageCollectionQuery(enabled: boolean) {
  return useQuery({ ...imageCollectionQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { SESSION_COOKIE } from '@/features/plans';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { videoGenKeys } from './keys';

/** A collected video (spec section 3); `model` only where the server names it. */
export const collectedVideoSchema = z.object({
  url: z.string(),
  prompt: z.pipe(
    z.nullish(z.string()),
    z.transform((prompt) => prompt ?? ''),
  ),
  replicate: z.nullish(z.string()),
  timestamp: z.nullish(z.string()),
  date_created: z.nullish(z.string()),
  model: z.nullish(z.string()),
});

/** `index`: the video's place in the server's list, which /e/delete-videogen takes. */
export type CollectedVideo = z.infer<typeof collectedVideoSchema> & { index: number };

const collectionSchema = z.object({
  success: z.optional(z.boolean()),
  data: z.nullish(z.array(z.unknown())),
});

/** The provider identifies the user by the chat-session cookie value. */
export const sessionBody = () => ({ aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '' });

/** POST /e/fetch-video-videogen: the user's videos in the server's order (delete goes by that index). */
export async function fetchVideos(): Promise<CollectedVideo[]> {
  const answer = await apiRequest('/e/fetch-video-videogen', {
    target: 'provider',
    json: sessionBody(),
    schema: collectionSchema,
    skipRefresh: true,
  });
  return (answer.data ?? []).flatMap((item, index) => {
    const parsed = collectedVideoSchema.safeParse(item);
    return parsed.success ? [{ ...parsed.data, index }] : [];
  });
}

export const videoCollectionQueryOptions = () =>
  queryOptions({ queryKey: videoGenKeys.collection(), queryFn: fetchVideos });

export function useVideoCollectionQuery(enabled: boolean) {
  return useQuery({ ...videoCollectionQueryOptions(), enabled, retry: 1 });
}

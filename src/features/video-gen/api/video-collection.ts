import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { SESSION_COOKIE } from '@/features/plans';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { QueryKeys } from '@/lib/query-keys';

/** A collected video (spec section 3); `model` only where the server names it. */
export const collectedVideoSchema = z.object({
  url: z.string(),
  prompt: z
    .string()
    .nullish()
    .transform((prompt) => prompt ?? ''),
  replicate: z.string().nullish(),
  timestamp: z.string().nullish(),
  date_created: z.string().nullish(),
  model: z.string().nullish(),
});

/** `index`: the video's place in the server's list, which /e/delete-videogen takes. */
export type CollectedVideo = z.infer<typeof collectedVideoSchema> & { index: number };

const collectionSchema = z.object({
  success: z.boolean().optional(),
  data: z.array(z.unknown()).nullish(),
});

const session = () => ({ aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '' });

/** POST /e/fetch-video-videogen: the user's videos in the server's order (delete goes by that index). */
export async function fetchVideos(): Promise<CollectedVideo[]> {
  const answer = await apiRequest('/e/fetch-video-videogen', {
    target: 'provider',
    json: session(),
    schema: collectionSchema,
    skipRefresh: true,
  });
  return (answer.data ?? []).flatMap((item, index) => {
    const parsed = collectedVideoSchema.safeParse(item);
    return parsed.success ? [{ ...parsed.data, index }] : [];
  });
}

export const videoCollectionQueryOptions = () =>
  queryOptions({ queryKey: [QueryKeys.videoCollection], queryFn: fetchVideos });

export function useVideoCollectionQuery(enabled: boolean) {
  return useQuery({ ...videoCollectionQueryOptions(), enabled, retry: 1 });
}

/** POST /e/delete-videogen `{index}`, then the list is read again (the indexes move). */
export function useDeleteVideoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (video: CollectedVideo) => {
      const answer = await apiRequest('/e/delete-videogen', {
        target: 'provider',
        json: { ...session(), index: video.index },
        schema: z.object({ success: z.boolean().optional() }).passthrough(),
        skipRefresh: true,
      });
      if (answer.success === false) throw new Error('delete-videogen');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoCollectionQueryOptions().queryKey }),
  });
}

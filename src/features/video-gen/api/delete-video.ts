import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { sessionBody, videoCollectionQueryOptions, type CollectedVideo } from './video-collection';

const answerSchema = z.looseObject({ success: z.optional(z.boolean()) });

/** POST /e/delete-videogen `{index}`: the video's place in the list the server last gave. */
export async function deleteVideo(video: CollectedVideo): Promise<void> {
  const answer = await apiRequest('/e/delete-videogen', {
    target: 'provider',
    json: { ...sessionBody(), index: video.index },
    schema: answerSchema,
    skipRefresh: true,
  });
  if (answer.success === false) throw new Error('delete-videogen');
}

/** Afterwards the list is read again: the indexes move. */
export function useDeleteVideoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoCollectionQueryOptions().queryKey }),
  });
}

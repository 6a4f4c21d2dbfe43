import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { imageCollectionQueryOptions, sessionBody, type CollectedImage } from './image-collection';

const answerSchema = z.looseObject({ success: z.optional(z.boolean()) });

/** POST /e/delete-image-flux `{replicate}`: one image of the user's collection. */
export async function deleteImage(image: CollectedImage): Promise<void> {
  const answer = await apiRequest('/e/delete-image-flux', {
    target: 'provider',
    json: { ...sessionBody(), replicate: image.replicate },
    schema: answerSchema,
    skipRefresh: true,
  });
  if (answer.success === false) throw new Error('delete-image-flux');
}

/**
 * The collection loses the image once the server has deleted it, and is read again either way. The
 * cache is updated by the mutation itself, so a delete that ends after its screen has gone still lands.
 */
export function useDeleteImageMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = imageCollectionQueryOptions();
  return useMutation({
    mutationFn: deleteImage,
    onSuccess: (_answer, image) =>
      queryClient.setQueryData(queryKey, (list) =>
        list?.filter((item) => item.replicate !== image.replicate),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

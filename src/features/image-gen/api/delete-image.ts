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

/** The image leaves the list at once and comes back on failure; the list is read again either way. */
export function useDeleteImageMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = imageCollectionQueryOptions();
  return useMutation({
    mutationFn: deleteImage,
    onMutate: async (image) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) =>
        list?.filter((item) => item.replicate !== image.replicate),
      );
      return { before };
    },
    onError: (_error, _image, context) => queryClient.setQueryData(queryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

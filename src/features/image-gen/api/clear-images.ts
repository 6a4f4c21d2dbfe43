import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { imageCollectionQueryOptions, sessionBody } from './image-collection';

const answerSchema = z.looseObject({ success: z.optional(z.boolean()) });

/** POST /e/clear-image-flux: every image of the user. */
export async function clearImages(): Promise<void> {
  const answer = await apiRequest('/e/clear-image-flux', {
    target: 'provider',
    json: sessionBody(),
    schema: answerSchema,
    skipRefresh: true,
  });
  if (answer.success === false) throw new Error('clear-image-flux');
}

export function useClearImagesMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = imageCollectionQueryOptions();
  return useMutation({
    mutationFn: clearImages,
    onSuccess: () => queryClient.setQueryData(queryKey, []),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

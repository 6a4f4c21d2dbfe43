import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { usageKeys } from '@/lib/query-keys';
import type { FluxRequest } from '../lib/flux-request';
import { imageAccessQueryOptions } from './image-access';
import { imageCollectionQueryOptions } from './image-collection';

const generateAnswerSchema = z.object({
  status: z.nullish(z.string()),
  subscription: z.nullish(z.string()),
  image_url: z.nullish(z.string()),
});
export type GenerateAnswer = z.infer<typeof generateAnswerSchema>;

/** POST /api/imagegen/flux-image-gen. */
export function generateImage(body: FluxRequest): Promise<GenerateAnswer> {
  return apiRequest('/api/imagegen/flux-image-gen', { json: body, schema: generateAnswerSchema });
}

/** Generation; afterwards the collection, the access check and this month's usage are read again. */
export function useGenerateImageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateImage,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: imageCollectionQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: imageAccessQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: usageKeys.generator('image') }),
      ]),
  });
}

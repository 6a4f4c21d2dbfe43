import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { sessionBody, type CollectedImage } from './image-collection';

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

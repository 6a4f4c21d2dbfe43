import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { imageGenKeys } from './keys';

const imageAccessSchema = z.object({
  status: z.nullish(z.string()),
  subscription: z.nullish(z.string()),
});
export type ImageAccess = z.infer<typeof imageAccessSchema>;

/** GET /api/imagegen/auth-image-gen: may this user generate images? */
export function getImageAccess(): Promise<ImageAccess> {
  return apiRequest('/api/imagegen/auth-image-gen', { schema: imageAccessSchema });
}

export const imageAccessQueryOptions = () =>
  queryOptions({ queryKey: imageGenKeys.access(), queryFn: getImageAccess, staleTime: 0 });

export function useImageAccessQuery(enabled: boolean) {
  return useQuery({ ...imageAccessQueryOptions(), enabled });
}

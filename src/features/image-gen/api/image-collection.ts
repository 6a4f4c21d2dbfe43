import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { SESSION_COOKIE } from '@/features/plans';
import { apiRequest } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { QueryKeys } from '@/lib/query-keys';

/** A collected image (spec section 3); `input`, what it was made from, only where the server keeps it. */
export const collectedImageSchema = z.object({
  url: z.string(),
  prompt: z
    .string()
    .nullish()
    .transform((prompt) => prompt ?? ''),
  replicate: z.string(),
  timestamp: z.string().nullish(),
  input: z.record(z.string(), z.unknown()).nullish(),
});
export type CollectedImage = z.infer<typeof collectedImageSchema>;

/** A broken entry is dropped, not the whole collection. */
const collectionSchema = z.object({
  success: z.boolean().optional(),
  data: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = collectedImageSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});

const okSchema = z.object({ success: z.boolean().optional() }).passthrough();

const session = () => ({ aiwp_logged_in: readCookie(SESSION_COOKIE) ?? '' });

const byNewest = (a: CollectedImage, b: CollectedImage) =>
  (b.timestamp ?? '').localeCompare(a.timestamp ?? '');

/** POST /e/fetch-image-imagegen: the user's images, newest first. */
export async function fetchImages(): Promise<CollectedImage[]> {
  const answer = await apiRequest('/e/fetch-image-imagegen', {
    target: 'provider',
    json: session(),
    schema: collectionSchema,
    skipRefresh: true,
  });
  return [...answer.data].sort(byNewest);
}

export const imageCollectionQueryOptions = () =>
  queryOptions({ queryKey: [QueryKeys.imageCollection], queryFn: fetchImages });

export function useImageCollectionQuery(enabled: boolean) {
  return useQuery({ ...imageCollectionQueryOptions(), enabled });
}

async function providerCall(path: string, body: Record<string, string>): Promise<void> {
  const answer = await apiRequest(path, {
    target: 'provider',
    json: { ...session(), ...body },
    schema: okSchema,
    skipRefresh: true,
  });
  if (answer.success === false) throw new Error(path);
}

/** POST /e/delete-image-flux `{replicate}`; the image leaves the list at once and comes back on failure. */
export function useDeleteImageMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = imageCollectionQueryOptions();
  return useMutation({
    mutationFn: (image: CollectedImage) =>
      providerCall('/e/delete-image-flux', { replicate: image.replicate }),
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

/** POST /e/clear-image-flux: every image of the user. */
export function useClearImagesMutation() {
  const queryClient = useQueryClient();
  const { queryKey } = imageCollectionQueryOptions();
  return useMutation({
    mutationFn: () => providerCall('/e/clear-image-flux', {}),
    onSuccess: () => queryClient.setQueryData(queryKey, []),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

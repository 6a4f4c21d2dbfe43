import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './keys';

const countSchema = z.object({ count: z.number() });

export async function getTokenCount(text: string): Promise<number> {
  const { count } = await apiRequest('/api/tokenizer', { json: { arg: text }, schema: countSchema });
  return count;
}

/** The token count of `text` (already debounced by the caller); only signed-in users may ask. */
export function useTokenCountQuery(text: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.tokenCount(text),
    queryFn: () => getTokenCount(text),
    enabled: enabled && text.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { planKeys } from './keys';

/**
 * Whether a start-site page answers at all: an opaque (no-cors) GET, for the register and pricing
 * frames. A frame reports 'load' even for the browser's own error page, and a cross-origin frame
 * cannot be looked into; an opaque request tells a dead host from a live one.
 */
export async function probeStartSite(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
    return true;
  } catch {
    // A frame that went away meanwhile is not a dead host.
    return signal.aborted;
  }
}

export const startSiteAnswersQueryOptions = (url: string) =>
  queryOptions({
    queryKey: planKeys.startSiteAnswers(url),
    queryFn: ({ signal }) => probeStartSite(url, signal),
    // Asked each time a frame opens: the host may have come back.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useStartSiteAnswersQuery(url: string) {
  return useQuery(startSiteAnswersQueryOptions(url));
}

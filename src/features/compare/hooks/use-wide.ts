import { useSyncExternalStore } from 'react';

/** Side by side from this width; tabs below it (issue #44). */
const WIDE = '(min-width: 1024px)';

const query = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(WIDE) : null);

function subscribe(listener: () => void): () => void {
  const media = query();
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

/** Whether the answers stand in columns (true where the width cannot be asked). */
export const useWide = (): boolean => useSyncExternalStore(subscribe, () => query()?.matches ?? true);

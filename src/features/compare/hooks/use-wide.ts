import { useSyncExternalStore } from 'react';

const query = (media: string) =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(media) : null;

/** Whether the window is at least `px` wide (true where the width cannot be asked). */
export function useMinWidth(px: number): boolean {
  const media = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (listener) => {
      const list = query(media);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => query(media)?.matches ?? true,
  );
}

/** Side by side from 1024 px; tabs below it (issue #44). */
export const useWide = (): boolean => useMinWidth(1024);

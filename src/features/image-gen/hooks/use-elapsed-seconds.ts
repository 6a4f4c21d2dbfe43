import { useNow } from '@/lib/use-now';

/** Whole seconds since `since` (a Date.now() value), updated every second. */
export function useElapsedSeconds(since: number): number {
  return Math.max(0, Math.floor((useNow(1000) - since) / 1000));
}

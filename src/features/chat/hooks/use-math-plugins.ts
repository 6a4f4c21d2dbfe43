import { useEffect, useSyncExternalStore } from 'react';
import { loadMath, mathPlugins, subscribeMath, type MathPlugins } from '../lib/math-loader';

/**
 * The math plugins for markdown that may hold math: null until they have loaded (the caller re-renders
 * once). With `enabled` false nothing loads or re-renders.
 */
export function useMathPlugins(enabled: boolean): MathPlugins | null {
  useEffect(() => {
    if (enabled) void loadMath();
  }, [enabled]);
  return useSyncExternalStore(subscribeMath, () => (enabled ? mathPlugins() : null));
}

import { useEffect, useSyncExternalStore } from 'react';
import { highlightPlugins, loadHighlighter, subscribeHighlighter } from '../lib/highlight-loader';
import type { RehypePlugins } from '../lib/highlight-loader';

const NO_PLUGINS: RehypePlugins = [];

/**
 * The rehype plugins for markdown that may hold code: none until the highlighter has loaded, then the
 * highlighting ones (the caller re-renders once). With `enabled` false nothing loads or re-renders.
 */
export function useHighlightPlugins(enabled: boolean): RehypePlugins {
  useEffect(() => {
    if (enabled) void loadHighlighter();
  }, [enabled]);
  const loaded = useSyncExternalStore(subscribeHighlighter, () => (enabled ? highlightPlugins() : null));
  return loaded ?? NO_PLUGINS;
}

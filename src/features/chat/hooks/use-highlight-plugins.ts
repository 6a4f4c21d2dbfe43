import { useEffect, useSyncExternalStore } from 'react';
import { highlightPlugins, loadHighlighter, subscribeHighlighter } from '../lib/highlight-loader';
import type { RehypePlugins } from '../lib/highlight-loader';

const NO_PLUGINS: RehypePlugins = [];

/**
 * The rehype plugins for markdown whose fences need `grammars` (a key from fenceGrammars): none until the
 * highlighter has loaded, then the highlighting ones (the caller re-renders once). With no grammars
 * nothing loads or re-renders.
 */
export function useHighlightPlugins(grammars: string): RehypePlugins {
  useEffect(() => {
    if (grammars) void loadHighlighter();
  }, [grammars]);
  const loaded = useSyncExternalStore(subscribeHighlighter, () => highlightPlugins(grammars));
  return loaded ?? NO_PLUGINS;
}

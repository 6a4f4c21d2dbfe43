import type { Options } from 'react-markdown';

export type RehypePlugins = NonNullable<Options['rehypePlugins']>;

let plugins: RehypePlugins | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads syntax highlighting once, in its own lazy chunk: rehype-highlight registers lowlight's `common`
 * grammars (about 35 languages) by default. Call it only for text with code fences. A failed load (e.g. a
 * new deployment removed the chunk) leaves code unhighlighted and is retried on the next call.
 */
export function loadHighlighter(): Promise<void> {
  pending ??= import('rehype-highlight').then(
    ({ default: rehypeHighlight }) => {
      plugins = [[rehypeHighlight, { detect: false }]];
      listeners.forEach((listener) => listener());
    },
    () => {
      pending = null;
    },
  );
  return pending;
}

/** The rehype plugins that highlight code, or null until loaded. Always the same array once loaded. */
export function highlightPlugins(): RehypePlugins | null {
  return plugins;
}

export function subscribeHighlighter(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

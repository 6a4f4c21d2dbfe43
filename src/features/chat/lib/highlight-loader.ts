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
      // react-markdown builds a new processor, and so runs every plugin's attacher, on each render; this
      // attacher registers all the grammars (createLowlight) each time. Attaching once and handing out the
      // same transformer lets a streaming code block reuse the registered and compiled grammars.
      const highlight = rehypeHighlight({ detect: false });
      plugins = [() => highlight];
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

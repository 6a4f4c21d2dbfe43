import type { Options } from 'react-markdown';
import type { createHighlighter as CreateHighlighter } from './highlighter';

export type RehypePlugins = NonNullable<Options['rehypePlugins']>;

let createHighlighter: typeof CreateHighlighter | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();
/** One highlighter per set of grammars (see fenceGrammars), attached once and kept. */
const byGrammars = new Map<string, RehypePlugins>();

/**
 * Loads syntax highlighting once, in its own lazy chunk (rehype-highlight, and lowlight's `common`
 * grammars, registered only as fences name them: see code-languages.ts). Call it only for text with code
 * fences. A failed load (e.g. a new deployment removed the chunk) leaves code unhighlighted and is retried
 * on the next call.
 */
export function loadHighlighter(): Promise<void> {
  pending ??= import('./highlighter').then(
    (module) => {
      createHighlighter = module.createHighlighter;
      listeners.forEach((listener) => listener());
    },
    () => {
      pending = null;
    },
  );
  return pending;
}

/**
 * The rehype plugins that highlight code in `grammars` (a key from fenceGrammars), or null until loaded.
 * Always the same array for the same key: react-markdown builds a new processor, and so runs every
 * plugin's attacher, on each render; attaching once lets a streaming code block reuse the registered and
 * compiled grammars.
 */
export function highlightPlugins(grammars: string): RehypePlugins | null {
  if (!createHighlighter || !grammars) return null;
  let plugins = byGrammars.get(grammars);
  if (!plugins) {
    const highlight = createHighlighter(grammars);
    plugins = [() => highlight];
    byGrammars.set(grammars, plugins);
  }
  return plugins;
}

export function subscribeHighlighter(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import type { highlightCode as HighlightCode } from './highlighter';

let pending: Promise<typeof HighlightCode | null> | null = null;

/**
 * Loads syntax highlighting once, in its own lazy chunk (rehype-highlight, and lowlight's `common`
 * grammars, registered only as code blocks name them: see code-languages.ts). Resolves with the
 * highlighting function; a failed load (e.g. a new deployment removed the chunk) resolves with null, leaves
 * code unhighlighted and is retried on the next call.
 */
export function loadHighlighter(): Promise<typeof HighlightCode | null> {
  pending ??= import('./highlighter').then(
    (module) => module.highlightCode,
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

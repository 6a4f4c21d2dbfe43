import { common } from 'lowlight';
import rehypeHighlight from 'rehype-highlight';

/**
 * A rehype transformer that highlights the code of `grammars` (a key from fenceGrammars: comma-separated
 * names of lowlight's `common` grammars), registering only those. Loaded lazily (highlight-loader.ts);
 * `common` is imported by name so the bundle leaves out lowlight's other grammars.
 */
export function createHighlighter(grammars: string) {
  const languages = Object.fromEntries(grammars.split(',').map((name) => [name, common[name]!]));
  return rehypeHighlight({ detect: false, languages });
}

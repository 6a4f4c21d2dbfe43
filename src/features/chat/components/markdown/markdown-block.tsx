import { memo, useMemo } from 'react';
import Markdown from 'react-markdown';
import { useHighlightPlugins } from '../../hooks/use-highlight-plugins';
import { useMathPlugins } from '../../hooks/use-math-plugins';
import { fenceGrammars } from '../../lib/code-languages';
import { hasCodeFence } from '../../lib/markdown-blocks';
import { safeMarkdownUrl } from '../../lib/markdown-safety';
import { mayHaveMath, prepareMath } from '../../lib/math-delimiters';
import { MARKDOWN_COMPONENTS, REMARK_PLUGINS } from './markdown-config';
import { MarkdownSource } from './markdown-source';

/**
 * One top-level block of a reply. Memoized on its text alone, so while a reply streams only the growing
 * last block parses again. Raw HTML is never rendered: without rehype-raw react-markdown shows it as text.
 * Math loads only for a block that may hold some (mayHaveMath); until then the block shows as written.
 */
export const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  const grammars = useMemo(() => (hasCodeFence(text) ? fenceGrammars(text) : ''), [text]);
  const highlight = useHighlightPlugins(grammars);
  const math = useMathPlugins(mayHaveMath(text));
  const source = useMemo(() => (math ? prepareMath(text) : text), [math, text]);
  const remarkPlugins = useMemo(() => (math ? [...REMARK_PLUGINS, ...math.remark] : REMARK_PLUGINS), [math]);
  // KaTeX first: it replaces ```math blocks before the highlighter would look at them.
  const rehypePlugins = useMemo(() => (math ? [...math.rehype, ...highlight] : highlight), [math, highlight]);
  return (
    <MarkdownSource.Provider value={source}>
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={MARKDOWN_COMPONENTS}
        urlTransform={safeMarkdownUrl}
      >
        {source}
      </Markdown>
    </MarkdownSource.Provider>
  );
});

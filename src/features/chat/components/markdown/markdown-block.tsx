import { memo } from 'react';
import Markdown from 'react-markdown';
import { useHighlightPlugins } from '../../hooks/use-highlight-plugins';
import { hasCodeFence } from '../../lib/markdown-blocks';
import { safeMarkdownUrl } from '../../lib/markdown-safety';
import { MARKDOWN_COMPONENTS, REMARK_PLUGINS } from './markdown-config';

/**
 * One top-level block of a reply. Memoized on its text alone, so while a reply streams only the growing
 * last block parses again. Raw HTML is never rendered: without rehype-raw react-markdown shows it as text.
 */
export const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  const rehypePlugins = useHighlightPlugins(hasCodeFence(text));
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      rehypePlugins={rehypePlugins}
      components={MARKDOWN_COMPONENTS}
      urlTransform={safeMarkdownUrl}
    >
      {text}
    </Markdown>
  );
});

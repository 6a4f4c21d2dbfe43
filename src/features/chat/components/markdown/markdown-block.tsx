import { memo, useEffect, useMemo, type ReactElement } from 'react';
import Markdown from 'react-markdown';
import { useMathPlugins } from '../../hooks/use-math-plugins';
import { safeMarkdownUrl } from '../../lib/markdown-safety';
import { mayHaveMath, prepareMath } from '../../lib/math-delimiters';
import { createRecentCache } from '../../lib/recent-cache';
import { MARKDOWN_COMPONENTS, REMARK_PLUGINS } from './markdown-config';
import { MarkdownSource } from './markdown-source';

type Plugins = NonNullable<Parameters<typeof Markdown>[0]['remarkPlugins']>;

const NO_PLUGINS: Plugins = [];

/** About the blocks of a few dozen replies. */
const BLOCKS_KEPT = 400;

/**
 * Blocks drawn before, by their source: a variant switched back to, a chat opened again or a row scrolled
 * back into view is not parsed again (issue #30: parsing was a third of switching variants). Kept with the
 * plugins they were drawn with, which change when math arrives. Code is highlighted inside the drawn block
 * (CodeBlock), so a block drawn before the highlighter came is still good.
 */
const drawnBlocks = createRecentCache<string, { plugins: readonly unknown[]; element: ReactElement }>(
  BLOCKS_KEPT,
);

/** A block's plugins as one list, to compare item by item (the arrays are made anew per block). */
const pluginList = (remark: Plugins, rehype: Plugins): readonly unknown[] => [...remark, null, ...rehype];

const samePlugins = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((plugin, index) => plugin === b[index]);

/**
 * react-markdown's component is a pure function of its props (parse, transform, build the elements), so
 * what it returns can be kept and used again.
 */
function drawBlock(source: string, remarkPlugins: Plugins, rehypePlugins: Plugins): ReactElement {
  const kept = drawnBlocks.get(source);
  if (kept && samePlugins(kept.plugins, pluginList(remarkPlugins, rehypePlugins))) return kept.element;
  return Markdown({
    children: source,
    remarkPlugins,
    rehypePlugins,
    components: MARKDOWN_COMPONENTS,
    urlTransform: safeMarkdownUrl,
  });
}

/**
 * One top-level block of a reply. Memoized on its text alone, so while a reply streams only the growing
 * last block parses again. Raw HTML is never rendered: without rehype-raw react-markdown shows it as text.
 * Math loads only for a block that may hold some (mayHaveMath); until then the block shows as written.
 */
export const MarkdownBlock = memo(function MarkdownBlock({
  text,
  growing = false,
}: {
  text: string;
  /** The last block of a reply still streaming: it changes with every token. */
  growing?: boolean;
}) {
  const math = useMathPlugins(mayHaveMath(text));
  const source = useMemo(() => (math ? prepareMath(text) : text), [math, text]);
  const remarkPlugins = useMemo(() => (math ? [...REMARK_PLUGINS, ...math.remark] : REMARK_PLUGINS), [math]);
  const rehypePlugins = math ? math.rehype : NO_PLUGINS;
  const drawn = useMemo(
    () => drawBlock(source, remarkPlugins, rehypePlugins),
    [source, remarkPlugins, rehypePlugins],
  );
  // Kept once it stops growing: a growing block would fill the cache with every step of its growth.
  useEffect(() => {
    if (!growing)
      drawnBlocks.set(source, { plugins: pluginList(remarkPlugins, rehypePlugins), element: drawn });
  }, [growing, source, remarkPlugins, rehypePlugins, drawn]);
  const info = useMemo(() => ({ source, growing }), [source, growing]);
  return <MarkdownSource.Provider value={info}>{drawn}</MarkdownSource.Provider>;
});

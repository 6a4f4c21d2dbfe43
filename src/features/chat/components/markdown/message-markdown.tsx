import { memo, useDeferredValue, useMemo } from 'react';
import { useProgressiveCount } from '../../hooks/use-progressive-count';
import { boundMarkdownBlocks, splitMarkdownBlocks } from '../../lib/markdown-blocks';
import { DeferredMarkdownBlock } from '../deferred-markdown';
import './message-markdown.css';

export interface MessageMarkdownProps {
  text: string;
  /** The reply is still arriving: shows a blinking cursor after the text. */
  streaming?: boolean;
}

/**
 * Renders a chat message's markdown, block by block (see splitMarkdownBlocks); oversized blocks are cut
 * (boundMarkdownBlocks) and a very long reply appears in steps, so no single parse freezes the page.
 */
export const MessageMarkdown = memo(function MessageMarkdown({
  text,
  streaming = false,
}: MessageMarkdownProps) {
  // While the reply streams, its new text renders in a transition: a key pressed meanwhile is answered
  // first, instead of waiting behind the parse of the growing block (issue #30).
  const deferred = useDeferredValue(text);
  const source = streaming ? deferred : text;
  const blocks = useMemo(() => boundMarkdownBlocks(splitMarkdownBlocks(source)), [source]);
  const shown = useProgressiveCount(blocks, streaming);
  return (
    <div className="message-markdown" data-streaming={streaming ? '' : undefined}>
      {blocks.slice(0, shown).map((block, index) => (
        // Blocks only grow at the end, so the index is a stable key.
        <DeferredMarkdownBlock key={index} text={block} growing={streaming && index === blocks.length - 1} />
      ))}
      {streaming && <span aria-hidden="true" className="message-markdown-cursor" />}
    </div>
  );
});

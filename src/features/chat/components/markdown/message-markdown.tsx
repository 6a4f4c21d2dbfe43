import { memo, useMemo } from 'react';
import { splitMarkdownBlocks } from '../../lib/markdown-blocks';
import { MarkdownBlock } from './markdown-block';
import './message-markdown.css';

export interface MessageMarkdownProps {
  text: string;
  /** The reply is still arriving: shows a blinking cursor after the text. */
  streaming?: boolean;
}

/** Renders a chat message's markdown, block by block (see splitMarkdownBlocks). */
export const MessageMarkdown = memo(function MessageMarkdown({
  text,
  streaming = false,
}: MessageMarkdownProps) {
  const blocks = useMemo(() => splitMarkdownBlocks(text), [text]);
  return (
    <div className="message-markdown" data-streaming={streaming ? '' : undefined}>
      {blocks.map((block, index) => (
        // Blocks only grow at the end, so the index is a stable key.
        <MarkdownBlock key={index} text={block} />
      ))}
      {streaming && <span aria-hidden="true" className="message-markdown-cursor" />}
    </div>
  );
});

import { memo } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

const REMARK = [remarkGfm];

/** Interim renderer; replaced by the block-memoised renderer with lazy highlighting. */
export const MessageMarkdown = memo(function MessageMarkdown({
  text,
}: {
  text: string;
  streaming?: boolean;
}) {
  return (
    <div className="prose-chat">
      <Markdown remarkPlugins={REMARK}>{text}</Markdown>
    </div>
  );
});

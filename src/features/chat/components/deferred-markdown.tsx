import { memo, Suspense } from 'react';
import { lazyControl } from '@/components/ui/lazy-component';

// The empty chat does not need the markdown renderer (react-markdown, remark-gfm and their parsers),
// so it is fetched when the user starts typing or a stored conversation opens, and in any case by
// the first reply.
export const MarkdownBlockControl = lazyControl(() =>
  import('./markdown/markdown-block').then((module) => module.MarkdownBlock),
);

/** One markdown block; until the renderer is here (a moment, once a visit) its text shows as it is. */
export const DeferredMarkdownBlock = memo(function DeferredMarkdownBlock({
  text,
  growing = false,
}: {
  text: string;
  /** The last block of a reply still streaming (see MarkdownBlock). */
  growing?: boolean;
}) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
      <MarkdownBlockControl text={text} growing={growing} />
    </Suspense>
  );
});

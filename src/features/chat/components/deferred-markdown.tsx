import { lazy, memo, Suspense } from 'react';

// The empty chat does not need the markdown renderer (react-markdown, remark-gfm and their parsers),
// so it is fetched when the user starts typing or a stored conversation opens, and in any case by
// the first reply.
export const loadMarkdownBlock = () => import('./markdown/markdown-block');

const LazyMarkdownBlock = lazy(() =>
  loadMarkdownBlock().then((module) => ({ default: module.MarkdownBlock })),
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
      <LazyMarkdownBlock text={text} growing={growing} />
    </Suspense>
  );
});

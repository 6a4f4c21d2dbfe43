import { lazy, memo, Suspense } from 'react';

// The empty chat needs neither the markdown renderer (react-markdown, remark-gfm and their parsers)
// nor the virtual message list, so neither is part of the first page load; they are fetched when the
// user starts typing or a stored conversation opens, and in any case by the first reply.
const loadMarkdownBlock = () => import('./markdown/markdown-block');
const loadMessageList = () => import('./message-list');

export function preloadConversationView(): void {
  void loadMarkdownBlock();
  void loadMessageList();
}

const LazyMarkdownBlock = lazy(() =>
  loadMarkdownBlock().then((module) => ({ default: module.MarkdownBlock })),
);
const LazyMessageList = lazy(() => loadMessageList().then((module) => ({ default: module.MessageList })));

/** One markdown block; until the renderer is here (a moment, once a visit) its text shows as it is. */
export const DeferredMarkdownBlock = memo(function DeferredMarkdownBlock({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
      <LazyMarkdownBlock text={text} />
    </Suspense>
  );
});

/** The message list, keeping its place in the column while its chunk arrives. */
export function DeferredMessageList() {
  return (
    <Suspense fallback={<div className="flex-1" />}>
      <LazyMessageList />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { loadMarkdownBlock } from './deferred-markdown';

// The empty chat does not need the virtual message list either (see deferred-markdown.tsx).
const loadMessageList = () => import('./message-list');

/** Fetches what a conversation shows (the list and the markdown renderer) before it is needed. */
export function preloadConversationView(): void {
  void loadMarkdownBlock();
  void loadMessageList();
}

const LazyMessageList = lazy(() => loadMessageList().then((module) => ({ default: module.MessageList })));

/** The message list, keeping its place in the column while its chunk arrives. */
export function DeferredMessageList() {
  return (
    <Suspense fallback={<div className="flex-1" />}>
      <LazyMessageList />
    </Suspense>
  );
}

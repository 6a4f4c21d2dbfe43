import { lazy, memo, Suspense } from 'react';
import { loadMarkdownBlock } from './deferred-markdown';

// The empty chat does not need the virtual message list either (see deferred-markdown.tsx).
const loadMessageList = () => import('./message-list');

let preloaded = false;

/**
 * Fetches what a conversation shows (the list and the markdown renderer) before it is needed; once (the
 * message box calls it on every key press).
 */
export function preloadConversationView(): void {
  if (preloaded) return;
  preloaded = true;
  void loadMarkdownBlock();
  void loadMessageList();
}

const LazyMessageList = lazy(() => loadMessageList().then((module) => ({ default: module.MessageList })));

/**
 * The message list, keeping its place in the column while its chunk arrives. A memo: the list reads the
 * chat's state itself, so the view around it (drawn again when the server names a new chat) does not
 * draw it.
 */
export const DeferredMessageList = memo(function DeferredMessageList() {
  return (
    <Suspense fallback={<div className="flex-1" />}>
      <LazyMessageList />
    </Suspense>
  );
});

/**
 * What a signed-in user's stored conversation draws beyond its route, fetched ahead by a page whose links
 * open one (the search page): the list, the markdown renderer and the composer's tools. A search hit then
 * waits for its data, not for code (issue #43).
 */
export function preloadStoredChatView(): void {
  preloadConversationView();
  void import('./composer-tools');
}

import { memo, Suspense } from 'react';
import { lazyControl } from '@/components/ui/lazy-component';
import { MarkdownBlockControl } from './deferred-markdown';
import { ComposerTools } from './deferred-composer-tools';

// The empty chat does not need the virtual message list either (see deferred-markdown.tsx).
const MessageListControl = lazyControl(() => import('./message-list').then((module) => module.MessageList));

let preloaded = false;

/**
 * Fetches what a conversation shows (the list and the markdown renderer) before it is needed; once (the
 * message box calls it on every key press). Once here, they draw in the render that first shows them.
 */
export function preloadConversationView(): void {
  if (preloaded) return;
  preloaded = true;
  void MarkdownBlockControl.preload();
  void MessageListControl.preload();
}

/**
 * The message list, keeping its place in the column while its chunk arrives. A memo: the list reads the
 * chat's state itself, so the view around it (drawn again when the server names a new chat) does not
 * draw it.
 */
export const DeferredMessageList = memo(function DeferredMessageList() {
  return (
    <Suspense fallback={<div className="flex-1" />}>
      <MessageListControl />
    </Suspense>
  );
});

/**
 * What a signed-in user's stored conversation draws beyond its route, fetched ahead by a page whose links
 * open one (the search page): the list, the markdown renderer and the composer's tools. A search hit then
 * waits for its data, not for code, and draws in one render, not one per arriving part (issue #43).
 */
export function preloadStoredChatView(): void {
  preloadConversationView();
  void ComposerTools.preload();
}

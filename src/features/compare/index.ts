import { createElement } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { ChatSlots } from '@/features/chat';

/**
 * Comparing models (issue #44). The chat screen shows these through its slots; each loads on first use
 * (a signed-in composer, a reply, a board), so /chat/new's first load carries none of it.
 */
export const compareSlots: ChatSlots = {
  ComposerControl: lazyComponent(
    () => import('./components/compare-control').then((module) => module.CompareControl),
    createElement('span', { 'aria-hidden': true, className: 'h-8 w-8 shrink-0' }),
  ),
  Board: lazyComponent(() => import('./components/compare-board').then((module) => module.CompareBoard)),
  ReplyAddon: lazyComponent(() => import('./components/reply-addon').then((module) => module.ReplyAddon)),
};

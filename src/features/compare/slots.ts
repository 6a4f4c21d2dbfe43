import { createElement } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { ChatSlots } from '@/features/chat';
import { loadNamespaces } from '@/lib/i18n';

/** The chat screen's slots for comparing models; each component loads on first use. */
/** The components and their strings (`locales/<lang>/compare.json`), fetched together on first use. */
const load = () =>
  Promise.all([
    import('./components/load-parts').then((step) => step.loadParts()),
    loadNamespaces('compare'),
  ]).then(([module]) => module);

const ComposerControl = lazyComponent(
  () => load().then((module) => module.CompareControl),
  createElement('span', { 'aria-hidden': true, className: 'h-8 w-8 shrink-0' }),
);
const Board = lazyComponent(() => load().then((module) => module.CompareBoard));
const ReplyAddon = lazyComponent(() => load().then((module) => module.ReplyAddon));

/**
 * Fetches the comparison's components and strings before a conversation shows them (a search hit): they
 * then draw with the conversation's first render.
 */
export const preloadCompareParts = (): void => {
  for (const part of [ComposerControl, Board, ReplyAddon]) void part.preload();
};

export const compareSlots: ChatSlots = { ComposerControl, Board, ReplyAddon };

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

/** Fetches the comparison's components and strings before a conversation shows them (a search hit). */
export const preloadCompareParts = (): void => void load();

export const compareSlots: ChatSlots = {
  ComposerControl: lazyComponent(
    () => load().then((module) => module.CompareControl),
    createElement('span', { 'aria-hidden': true, className: 'h-8 w-8 shrink-0' }),
  ),
  Board: lazyComponent(() => load().then((module) => module.CompareBoard)),
  ReplyAddon: lazyComponent(() => load().then((module) => module.ReplyAddon)),
};

import type { ChatSlots } from '@/features/chat';

let loaded: ChatSlots | undefined;
const loadSlotsModule = () =>
  import('./slots').then((module) => {
    loaded = module.compareSlots;
    return module;
  });

/**
 * Comparing models (issue #44): the chat screen's slots (the composer's Compare control, the side-by-side
 * board, 'Try again with…'), loaded for signed-in users after the page, so /chat/new's first load carries
 * none of it.
 */
export const loadCompareSlots = () => loadSlotsModule().then((module) => module.compareSlots);
/** The slots if they are here already: a chat drawn after they arrived has them in its first render. */
export const loadedCompareSlots = (): ChatSlots | undefined => loaded;
/** The slots and the components they draw, fetched ahead (the search page, before a hit opens its chat). */
export const preloadCompare = () => loadSlotsModule().then((module) => module.preloadCompareParts());

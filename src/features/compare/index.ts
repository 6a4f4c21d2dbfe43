/**
 * Comparing models (issue #44): the chat screen's slots (the composer's Compare control, the side-by-side
 * board, 'Try again with…'), loaded for signed-in users after the page, so /chat/new's first load carries
 * none of it.
 */
export const loadCompareSlots = () => import('./slots').then((module) => module.compareSlots);

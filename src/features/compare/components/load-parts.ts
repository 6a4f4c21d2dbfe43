/**
 * One step between the chat route and the comparison's code: the route's chunk then names this small
 * chunk alone to preload, not the comparison's own dependencies (bytes on /chat/new's first load).
 */
export const loadParts = () => import('./compare-parts');

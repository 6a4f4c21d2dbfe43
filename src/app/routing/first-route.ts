import { guestLanding } from '@/features/models';
import { hasSignedInCookies } from '@/lib/user-data';

/** The lazily loaded route modules, by file name in src/app/routes. */
export type RouteFile =
  | 'state-root'
  | 'shell-layout'
  | 'login-route'
  | 'register-route'
  | 'forgot-password-route'
  | 'reset-password-route'
  | 'chat-route'
  | 'image-gen-route'
  | 'search-route'
  | 'chatpdf-route'
  | 'chatpdf-conversation-route'
  | 'video-gen-route'
  | 'help-route'
  | 'shared-conversation-route'
  | 'oauth-route';

/** Where the build lists each route's chunks (scripts/vite-route-chunks.ts writes it into index.html). */
const ROUTE_CHUNKS_ID = 'route-chunks';
type RouteChunks = { prefix: string; files: string[]; routes: Partial<Record<RouteFile, number[]>> };

const AUTH_PAGES = ['login', 'register', 'forgot-password', 'reset-password'];

/**
 * The routes a first visit to `pathname` renders. A guest opening a signed-in page ends where the route
 * guard sends them (`guestLanding`), so that page's code is the one to fetch.
 */
export function routesForPath(pathname: string, signedIn: boolean): RouteFile[] {
  const landing = signedIn ? null : guestLanding(pathname);
  const [, area = '', second] = (landing ?? pathname).split('/');
  if (AUTH_PAGES.includes(area)) return [`${area}-route` as RouteFile];
  if (area === 'oauth') return ['oauth-route'];
  const page = appPage(area, second);
  return page.length ? ['state-root', ...page] : [];
}

function appPage(area: string, second: string | undefined): RouteFile[] {
  switch (area) {
    case 'chatpdf':
      return ['shell-layout', second ? 'chatpdf-conversation-route' : 'chatpdf-route'];
    case 'video-gen':
      return ['shell-layout', 'video-gen-route'];
    case 'help':
      return ['shell-layout', 'help-route'];
    case 'image-gen':
      return ['shell-layout', 'image-gen-route'];
    case 'search':
      return ['shell-layout', 'search-route'];
    case 'shared_conversation':
      return ['shared-conversation-route'];
    case 'active-session':
    case 'stop-session':
      return [];
    default:
      return ['shell-layout', 'chat-route'];
  }
}

function readRouteChunks(): RouteChunks | null {
  const text = document.getElementById(ROUTE_CHUNKS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RouteChunks;
  } catch {
    return null;
  }
}

/**
 * Each hint starts its request at once, a millisecond or two on a phone: a few per task, not forty in
 * one long task.
 */
const HINTS_PER_TASK = 6;

/**
 * Starts the first page's code downloading beside the app's own code instead of after it, through
 * `modulepreload` hints for the chunks the build listed; the router's import later finds them loaded.
 */
export function preloadFirstRoute(pathname: string): void {
  const chunks = readRouteChunks();
  if (!chunks) return;
  // The page's own chunks first, then its layouts'.
  const routes = routesForPath(pathname, hasSignedInCookies()).reverse();
  const indexes = new Set(routes.flatMap((route) => chunks.routes[route] ?? []));
  const hrefs = [...indexes].flatMap((index) => {
    const file = chunks.files[index];
    return file ? [`${chunks.prefix}${file}.js`] : [];
  });
  const addHints = (from: number) => {
    for (const href of hrefs.slice(from, from + HINTS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (from + HINTS_PER_TASK < hrefs.length) setTimeout(() => addHints(from + HINTS_PER_TASK), 0);
  };
  addHints(0);
}

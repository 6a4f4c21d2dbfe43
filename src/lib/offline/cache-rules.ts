/**
 * What the app's service worker (src/service-worker/sw.ts) does with each request: pure rules, shared by
 * the worker, the page (which tells the worker what it already loaded) and the logout clean-up.
 *
 * Only the app's own files are kept: the page (index.html), config.json, the manifest and its icons, and
 * Vite's hashed files under /assets/. Nothing of a person's: API calls (on the app's origin or another),
 * anything sent with an Authorization header or with credentials, anything but GET.
 */

/** How a request is answered. */
export type CachePlan =
  /** A page: from the network; offline, the kept index.html (the app routes in the browser). */
  | 'page'
  /** An unhashed file of the app's own: from the network, the copy kept for offline. */
  | 'network-first'
  /** A hashed file: its name changes with its content, so a kept copy is always right. */
  | 'cache-first'
  /** Not the worker's business: the browser fetches it as if there were no worker. */
  | 'pass';

/** What the rules look at in a request. */
export interface RequestFacts {
  url: string;
  method: string;
  /** `Request.mode`: 'navigate' for a page. */
  mode: string;
  /** `Request.credentials`: 'include' asks for cookies on any origin (a person's request). */
  credentials: string;
  /** The names of its headers (any case). */
  headers: readonly string[];
}

/** Every cache of the worker's is named with this prefix; logout keeps these and deletes any other. */
export const APP_CACHE_PREFIX = 'app-';

/** The page kept for offline loads. */
export const SHELL_PAGE = '/index.html';

/** The app's unhashed files, checked with the server on every load. */
const SHELL_FILES = new Set([SHELL_PAGE, '/config.json', '/manifest.webmanifest', '/logo.svg']);
const ICONS = /^\/icons\/[\w.-]+\.(png|svg|webp)$/;
const HASHED = /^\/assets\/[^/]+$/;

/**
 * Paths a server answers when the API shares the app's origin (an empty `apiBaseUrl` or
 * `providerApiBaseUrl`): the product API, the provider API (`/e/`, `/user/log`), the mock's own routes.
 */
const SERVER_PATHS = /^\/(api|e|user|__mock)(\/|$)/;

/** Headers that make a request someone's, or a part of a file. */
const PERSONAL_HEADERS = new Set(['authorization', 'cookie', 'range']);

/** The cache names of one build. */
export function cacheNames(build: string): { shell: string; assets: string } {
  return { shell: `${APP_CACHE_PREFIX}shell-${build}`, assets: `${APP_CACHE_PREFIX}assets-${build}` };
}

/** The app's caches of other builds: deleted when this build's worker takes over. */
export function staleCaches(names: readonly string[], build: string): string[] {
  const current = Object.values(cacheNames(build));
  return names.filter((name) => name.startsWith(APP_CACHE_PREFIX) && !current.includes(name));
}

export function cachePlan(request: RequestFacts, origin: string): CachePlan {
  if (request.method !== 'GET') return 'pass';
  if (request.headers.some((name) => PERSONAL_HEADERS.has(name.toLowerCase()))) return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin || SERVER_PATHS.test(url.pathname)) return 'pass';
  // A page request always carries credentials; what it answers with is the app's index.html.
  if (request.mode === 'navigate') return 'page';
  if (request.credentials === 'include' || url.search !== '') return 'pass';
  if (HASHED.test(url.pathname)) return 'cache-first';
  if (SHELL_FILES.has(url.pathname) || ICONS.test(url.pathname)) return 'network-first';
  return 'pass';
}

/**
 * Where the worker keeps a file the page loaded before the worker ran (the page's list is checked here):
 * a hashed file with the assets, an unhashed one of the app's (the logo) with the shell, else nowhere.
 */
export function keptAs(url: string, origin: string): 'assets' | 'shell' | null {
  const plan = cachePlan(
    { url, method: 'GET', mode: 'cors', credentials: 'same-origin', headers: [] },
    origin,
  );
  if (plan === 'cache-first') return 'assets';
  return plan === 'network-first' ? 'shell' : null;
}

import { guestLanding } from '@/features/models';
import { hasSignedInCookies } from '@/lib/user-data';
import { yieldToMain } from '@/lib/yield-to-main';
import { routeTable, type RouteEntry, type RouteFile } from './route-table';

/** Where the build lists each route's chunks (scripts/vite-route-chunks.ts writes it into index.html). */
const ROUTE_CHUNKS_ID = 'route-chunks';
type RouteChunks = { prefix: string; files: string[]; routes: Partial<Record<RouteFile, number[]>> };

/** Redirects followed at most this many times (`/chat` → `/chat/new`). */
const MAX_REDIRECTS = 3;

/**
 * The levels of the route table an address renders, outermost first, as react-router matches them
 * (a unit test holds the two together over every address of the table). A small matcher of its own:
 * boot runs it before react-router has loaded, and importing react-router here would split it from the
 * app's chunk, which costs every page a few hundred bytes.
 */
function matchTable(entries: RouteEntry[], segments: string[]): RouteEntry[] | null {
  for (const entry of entries) {
    let used = 0;
    let matches = true;
    for (const part of (entry.path ?? '').split('/').filter(Boolean)) {
      const optional = part.endsWith('?');
      const name = optional ? part.slice(0, -1) : part;
      const segment = segments[used];
      if (name === '*') used = segments.length;
      else if (segment !== undefined && (name.startsWith(':') || name === segment)) used++;
      else if (!optional) matches = false;
    }
    if (!matches) continue;
    const rest = segments.slice(used);
    if (entry.children) {
      const inner = matchTable(entry.children, rest);
      if (inner) return [entry, ...inner];
    } else if (rest.length === 0) return [entry];
  }
  return null;
}

/**
 * The route modules a first visit to `pathname` renders, read from the router's own table. A guest
 * opening a signed-in page ends where the route guard sends them (`guestLanding`), and a redirect is
 * followed, so the page the visitor ends on is the one whose code is fetched.
 */
export function routesForPath(pathname: string, signedIn: boolean): RouteFile[] {
  let path = pathname;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    path = (signedIn ? null : guestLanding(path)) ?? path;
    const levels = matchTable(routeTable, path.split('/').filter(Boolean)) ?? [];
    const page = levels.at(-1);
    if (page && 'redirect' in page) {
      path = page.redirect;
      continue;
    }
    return levels.flatMap((level) => ('file' in level ? [level.file] : []));
  }
  return [];
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
 * Each hint starts its request at once, 2 to 20 ms at 4x CPU slowdown here: two per task, not forty in
 * one long task.
 */
const HINTS_PER_TASK = 2;

/** Chunks already hinted: a route's list repeats its layouts' shared chunks. */
const hinted = new Set<string>();

/** `modulepreload` hints for the chunks the build listed for `routes`, in that order, each file once. */
function hintRoutes(routes: RouteFile[]): void {
  const chunks = readRouteChunks();
  if (!chunks) return;
  const indexes = new Set(routes.flatMap((route) => chunks.routes[route] ?? []));
  const hrefs = [...indexes].flatMap((index) => {
    const file = chunks.files[index];
    const href = `${chunks.prefix}${file}.js`;
    if (!file || hinted.has(href)) return [];
    hinted.add(href);
    return [href];
  });
  const addHints = (from: number) => {
    for (const href of hrefs.slice(from, from + HINTS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    if (from + HINTS_PER_TASK < hrefs.length) void yieldToMain().then(() => addHints(from + HINTS_PER_TASK));
  };
  addHints(0);
}

/**
 * Starts the first page's code downloading beside the app's own code instead of after it, through
 * `modulepreload` hints for the chunks the build listed; the router's import later finds them loaded.
 */
export function preloadFirstRoute(pathname: string): void {
  // The page's own chunks first, then its layouts'.
  hintRoutes(routesForPath(pathname, hasSignedInCookies()).reverse());
}

/**
 * Starts every chunk of a route downloading at once, before its module is imported (which would find
 * its imports one level at a time). The build lists them in index.html only: the route imports carry
 * no list of their own (`routeImportDependencies` in scripts/vite-route-chunks.ts).
 */
export function preloadRoute(route: RouteFile): void {
  hintRoutes([route]);
}

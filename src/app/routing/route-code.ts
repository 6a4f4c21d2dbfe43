import { type ComponentType } from 'react';
import { lazyControl } from '@/components/ui/lazy-component';
import { loadNamespaces } from '@/lib/i18n';
import { preloadWhenIdle } from '@/lib/when-idle';
import { preloadRoute } from './first-route';
import type { RouteFile } from './route-table';

/** Translation namespaces a route needs beside the common one. */
const ROUTE_NAMESPACES: Partial<Record<RouteFile, string[]>> = {
  'image-gen-route': ['imagegen'],
  'chatpdf-route': ['chatpdf'],
  'chatpdf-conversation-route': ['chatpdf'],
  'video-gen-route': ['videogen'],
  'help-route': ['help'],
};

export type RouteModule = {
  Component: ComponentType;
  /** Fetches what the page shows first beyond its own module (the chat: its message list and markdown). */
  preload?: () => void;
};

const routeCode: Record<RouteFile, () => Promise<RouteModule>> = {
  'state-root': () => import('../routes/state-root'),
  'shell-layout': () => import('../routes/shell-layout'),
  'login-route': () => import('../routes/login-route'),
  'register-route': () => import('../routes/register-route'),
  'forgot-password-route': () => import('../routes/forgot-password-route'),
  'reset-password-route': () => import('../routes/reset-password-route'),
  'chat-route': () => import('../routes/chat-route'),
  'image-gen-route': () => import('../routes/image-gen-route'),
  'search-route': () => import('../routes/search-route'),
  'chatpdf-route': () => import('../routes/chatpdf-route'),
  'chatpdf-conversation-route': () => import('../routes/chatpdf-conversation-route'),
  'video-gen-route': () => import('../routes/video-gen-route'),
  'help-route': () => import('../routes/help-route'),
  'shared-conversation-route': () => import('../routes/shared-conversation-route'),
  'oauth-route': () => import('../routes/oauth-route'),
};

const loading = new Map<RouteFile, Promise<RouteModule>>();
const loaded = new Map<RouteFile, RouteModule>();

/**
 * A route's code and its translation namespaces, fetched in parallel, once: the early start of
 * `AppRoutes` and the page's own render share it. A failed download shows the error page, whose
 * Reload tries again.
 */
export function loadRoute(name: RouteFile): Promise<RouteModule> {
  let route = loading.get(name);
  if (!route) {
    const namespaces = ROUTE_NAMESPACES[name];
    preloadRoute(name);
    route = Promise.all([routeCode[name](), namespaces ? loadNamespaces(...namespaces) : null]).then(
      ([module]) => {
        loaded.set(name, module);
        return module;
      },
    );
    loading.set(name, route);
  }
  return route;
}

/** Routes a page's links open most: their code is loaded once that page is idle. */
const OPENED_NEXT: Partial<Record<RouteFile, RouteFile[]>> = {
  // A search hit opens its conversation: at 4x CPU slowdown, evaluating the chat's code was most of the click.
  'search-route': ['chat-route'],
};

/**
 * Loads and evaluates, once the page is idle, the routes the current page's links open most, with what
 * each shows first: a click there then waits for its data only. Returns the cancel, for an effect.
 */
export function preloadNextRoutes(current: readonly RouteFile[]): () => void {
  const next = current.flatMap((name) => OPENED_NEXT[name] ?? []);
  if (next.length === 0) return () => undefined;
  return preloadWhenIdle(() =>
    Promise.all(next.map((name) => loadRoute(name).then((route) => route.preload?.()))),
  );
}

const pages = new Map<RouteFile, ComponentType>();

/**
 * The route's page as a component whose code loads on first render (it suspends until then); a page loaded
 * ahead (the early start, or the current page's idle time) draws in the render that first shows it.
 */
export function routePage(name: RouteFile): ComponentType {
  let page = pages.get(name);
  if (!page) {
    page = lazyControl(
      () => loadRoute(name).then((route) => route.Component),
      () => loaded.get(name)?.Component,
    );
    pages.set(name, page);
  }
  return page;
}

import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ActiveSessionPage, StopSessionPage } from '@/features/session';
import { hasSignedInCookies } from '@/lib/user-data';
import { routesForPath } from './routing/first-route';
import { routeTable, type RouteEntry, type RouteView } from './routing/route-table';
import { loadRoute, preloadNextRoutes, routePage } from './routing/route-code';
import { RootRoute } from './routes/root-route';
import { RootIndexRedirect } from './routes/root-index-redirect';
import { GuestOnly, SignedInPages } from './routes/guards';
import { RouteErrorBoundary } from './routes/route-error';

const ELEMENTS: Record<Extract<RouteView, { element: string }>['element'], ReactNode> = {
  root: <RootRoute />,
  'guest-only': <GuestOnly />,
  'signed-in': <SignedInPages />,
  'active-session': <ActiveSessionPage />,
  'stop-session': <StopSessionPage />,
};

/** What one level of the table renders: a lazy route module, a guard, a page or a redirect. */
function elementOf(entry: RouteEntry, isIndex: boolean): ReactNode {
  if ('file' in entry) {
    const Page = routePage(entry.file);
    return <Page />;
  }
  if ('element' in entry) return ELEMENTS[entry.element];
  // `/` keeps a reg_pop query on its way to the chat.
  return isIndex ? <RootIndexRedirect /> : <Navigate to={entry.redirect} replace />;
}

function toRouteObject(entry: RouteEntry): RouteObject {
  if (entry.index) return { index: true, element: elementOf(entry, true) };
  return {
    path: entry.path,
    element: elementOf(entry, false),
    children: entry.children?.map(toRouteObject),
  };
}

/**
 * The app's routes for `useRoutes`, built from the one route table (`routing/route-table.ts`): the
 * route-object API without react-router's data router, which would add ~17 KiB (gzip) to every page for
 * loaders and actions this app has none of.
 */
export const routes: RouteObject[] = routeTable.map(toRouteObject);

/**
 * The page at the address. Nested lazy routes would fetch their code one level after the other; all
 * the levels an address needs start downloading together as soon as it is rendered. A guest is not
 * sent a signed-in page's code: the guard sends them on (`routesForPath` knows where).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const signedIn = hasSignedInCookies();
  for (const name of routesForPath(pathname, signedIn)) void loadRoute(name).catch(() => {});
  useEffect(() => preloadNextRoutes(routesForPath(pathname, signedIn)), [pathname, signedIn]);
  const element = useRoutes(routes);
  return <RouteErrorBoundary>{element}</RouteErrorBoundary>;
}

import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ActiveSessionPage, StopSessionPage } from '@/features/session';
import { hasSignedInCookies } from '@/lib/user-data';
import { routesForPath, type RouteFile } from './routing/first-route';
import { loadRoute, routePage } from './routing/route-code';
import { RootRoute } from './routes/root-route';
import { RootIndexRedirect } from './routes/root-index-redirect';
import { GuestOnly, SignedInPages } from './routes/guards';
import { RouteErrorBoundary } from './routes/route-error';

/** A route whose code loads when it first renders. */
function page(name: RouteFile, route: { path?: string; children?: RouteObject[] } = {}): RouteObject {
  const Page = routePage(name);
  return { ...route, element: <Page /> };
}

/**
 * The app's routes, declared for `useRoutes`: the route-object API without react-router's data
 * router, which would add ~17 KiB (gzip) to every page for loaders and actions this app has none of.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    children: [
      { index: true, element: <RootIndexRedirect /> },
      {
        element: <GuestOnly />,
        children: [
          page('login-route', { path: 'login' }),
          page('register-route', { path: 'register' }),
          page('forgot-password-route', { path: 'forgot-password' }),
          page('reset-password-route', { path: 'reset-password' }),
        ],
      },
      // The app pages' state (Recoil); the login and password pages above load none of it.
      page('state-root', {
        children: [
          // The shell (sidebar and headers) once for every app page; its code loads with the first one.
          page('shell-layout', {
            children: [
              {
                element: <SignedInPages />,
                children: [
                  { path: 'chat', element: <Navigate to="/chat/new" replace /> },
                  page('chat-route', { path: 'chat/:conversationId' }),
                  page('image-gen-route', { path: 'image-gen' }),
                  page('search-route', { path: 'search/:query' }),
                ],
              },
              page('chatpdf-route', { path: 'chatpdf' }),
              page('chatpdf-conversation-route', { path: 'chatpdf/:conversationId' }),
              page('video-gen-route', { path: 'video-gen/:videoId?' }),
              page('help-route', { path: 'help' }),
            ],
          }),
          page('shared-conversation-route', { path: 'shared_conversation/:token' }),
        ],
      }),
      page('oauth-route', { path: 'oauth/:provider' }),
      // Not lazy: a forced logout must land here before the signed-in guards see the session end.
      { path: 'active-session', element: <ActiveSessionPage /> },
      { path: 'stop-session', element: <StopSessionPage /> },
      { path: '*', element: <Navigate to="/chat/new" replace /> },
    ],
  },
];

/**
 * The page at the address. Nested lazy routes would fetch their code one level after the other; all
 * the levels an address needs start downloading together as soon as it is rendered. A guest is not
 * sent a signed-in page's code: the guard sends them on (`routesForPath` knows where).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  for (const name of routesForPath(pathname, hasSignedInCookies())) void loadRoute(name).catch(() => {});
  const element = useRoutes(routes);
  return <RouteErrorBoundary>{element}</RouteErrorBoundary>;
}

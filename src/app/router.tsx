import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ActiveSessionPage, StopSessionPage } from '@/features/session';
import { lazyRoute, signedInRoute } from './routing/lazy-routes';
import { RootRoute } from './routes/root-route';
import { RootIndexRedirect } from './routes/root-index-redirect';
import { GuestOnly, SignedInPages } from './routes/guards';
import { RouteError } from './routes/route-error';
import { FirstPageLoading } from './routes/first-page-loading';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RouteError />,
    HydrateFallback: FirstPageLoading,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <RootIndexRedirect /> },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', lazy: lazyRoute(() => import('./routes/login-route')) },
              { path: 'register', lazy: lazyRoute(() => import('./routes/register-route')) },
              { path: 'forgot-password', lazy: lazyRoute(() => import('./routes/forgot-password-route')) },
              { path: 'reset-password', lazy: lazyRoute(() => import('./routes/reset-password-route')) },
            ],
          },
          {
            // The shell (sidebar and headers) once for every app page; its code loads with the first one.
            lazy: () => import('./routes/shell-layout'),
            children: [
              {
                element: <SignedInPages />,
                children: [
                  { path: 'chat', element: <Navigate to="/chat/new" replace /> },
                  { path: 'chat/:conversationId', lazy: lazyRoute(() => import('./routes/chat-route')) },
                  {
                    path: 'image-gen',
                    lazy: signedInRoute(() => import('./routes/image-gen-route'), ['imagegen']),
                  },
                  { path: 'search/:query', lazy: signedInRoute(() => import('./routes/search-route')) },
                ],
              },
              { path: 'chatpdf', lazy: lazyRoute(() => import('./routes/chatpdf-route'), ['chatpdf']) },
              {
                path: 'chatpdf/:conversationId',
                lazy: lazyRoute(() => import('./routes/chatpdf-conversation-route'), ['chatpdf']),
              },
              {
                path: 'video-gen/:videoId?',
                lazy: lazyRoute(() => import('./routes/video-gen-route'), ['videogen']),
              },
              { path: 'help', lazy: lazyRoute(() => import('./routes/help-route'), ['help']) },
            ],
          },
          {
            path: 'shared_conversation/:token',
            lazy: lazyRoute(() => import('./routes/shared-conversation-route')),
          },
          { path: 'oauth/:provider', lazy: lazyRoute(() => import('./routes/oauth-route')) },
          // Not lazy: a forced logout must land here before the signed-in guards see the session end.
          { path: 'active-session', element: <ActiveSessionPage /> },
          { path: 'stop-session', element: <StopSessionPage /> },
          { path: '*', element: <Navigate to="/chat/new" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

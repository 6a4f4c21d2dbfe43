import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ActiveSessionPage, StopSessionPage } from '@/features/session';
import { signedInRoute } from './routing/lazy-routes';
import { loadRoute } from './routing/route-code';
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
              { path: 'login', lazy: () => loadRoute('login-route') },
              { path: 'register', lazy: () => loadRoute('register-route') },
              { path: 'forgot-password', lazy: () => loadRoute('forgot-password-route') },
              { path: 'reset-password', lazy: () => loadRoute('reset-password-route') },
            ],
          },
          {
            // The app pages' state (Recoil); the login and password pages above load none of it.
            lazy: () => loadRoute('state-root'),
            children: [
              {
                // The shell (sidebar and headers) once for every app page; its code loads with the first one.
                lazy: () => loadRoute('shell-layout'),
                children: [
                  {
                    element: <SignedInPages />,
                    children: [
                      { path: 'chat', element: <Navigate to="/chat/new" replace /> },
                      { path: 'chat/:conversationId', lazy: () => loadRoute('chat-route') },
                      {
                        path: 'image-gen',
                        lazy: signedInRoute('image-gen-route'),
                      },
                      { path: 'search/:query', lazy: signedInRoute('search-route') },
                    ],
                  },
                  { path: 'chatpdf', lazy: () => loadRoute('chatpdf-route') },
                  {
                    path: 'chatpdf/:conversationId',
                    lazy: () => loadRoute('chatpdf-conversation-route'),
                  },
                  {
                    path: 'video-gen/:videoId?',
                    lazy: () => loadRoute('video-gen-route'),
                  },
                  { path: 'help', lazy: () => loadRoute('help-route') },
                ],
              },
              {
                path: 'shared_conversation/:token',
                lazy: () => loadRoute('shared-conversation-route'),
              },
            ],
          },
          { path: 'oauth/:provider', lazy: () => loadRoute('oauth-route') },
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

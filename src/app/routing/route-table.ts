/**
 * The app's one route table: the paths and what each level renders, as plain data. The router builds
 * its route objects from it (`src/app/router.tsx`), and boot matches an address against the same table
 * (`first-route.ts`) to know which lazily loaded route modules the first page needs. Adding a route is
 * one entry here (and, for a new lazy module, one line in `route-code.ts`).
 */

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

/** What a level renders: a lazily loaded route module, or one of the router's own small elements. */
export type RouteView =
  | { file: RouteFile }
  | { element: 'root' | 'guest-only' | 'signed-in' | 'active-session' | 'stop-session' }
  /** A redirect; the preload follows it to the page it lands on. */
  | { redirect: string };

/** One level of the table, in the shape react-router's `matchRoutes` reads. */
export type RouteEntry = RouteView & { path?: string; index?: true; children?: RouteEntry[] };

export const routeTable: RouteEntry[] = [
  {
    path: '/',
    element: 'root',
    children: [
      // `/` keeps a reg_pop query on its way (see RootIndexRedirect); the page is the chat either way.
      { index: true, redirect: '/chat/new' },
      {
        element: 'guest-only',
        children: [
          { path: 'login', file: 'login-route' },
          { path: 'register', file: 'register-route' },
          { path: 'forgot-password', file: 'forgot-password-route' },
          { path: 'reset-password', file: 'reset-password-route' },
        ],
      },
      // The app pages' state (Recoil); the login and password pages above load none of it.
      {
        file: 'state-root',
        children: [
          // The shell (sidebar and headers) once for every app page; its code loads with the first one.
          {
            file: 'shell-layout',
            children: [
              {
                element: 'signed-in',
                children: [
                  { path: 'chat', redirect: '/chat/new' },
                  { path: 'chat/:conversationId', file: 'chat-route' },
                  { path: 'image-gen', file: 'image-gen-route' },
                  { path: 'search/:query', file: 'search-route' },
                ],
              },
              { path: 'chatpdf', file: 'chatpdf-route' },
              { path: 'chatpdf/:conversationId', file: 'chatpdf-conversation-route' },
              { path: 'video-gen/:videoId?', file: 'video-gen-route' },
              { path: 'help', file: 'help-route' },
            ],
          },
          { path: 'shared_conversation/:token', file: 'shared-conversation-route' },
        ],
      },
      { path: 'oauth/:provider', file: 'oauth-route' },
      // Not lazy: a forced logout must land here before the signed-in guards see the session end.
      { path: 'active-session', element: 'active-session' },
      { path: 'stop-session', element: 'stop-session' },
      { path: '*', redirect: '/chat/new' },
    ],
  },
];

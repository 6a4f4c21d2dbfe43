import { describe, expect, it } from 'vitest';
import { routesForPath } from '@/app/routing/first-route';
import { appChunks, preloadDependencies, routeChunks } from '../../../scripts/vite-route-chunks';

describe('routesForPath', () => {
  it('names the app state, the shell and the page for app pages, and the page alone for the account pages', () => {
    expect(routesForPath('/chat/new', false)).toEqual(['state-root', 'shell-layout', 'chat-route']);
    expect(routesForPath('/', false)).toEqual(['state-root', 'shell-layout', 'chat-route']);
    expect(routesForPath('/chatpdf', false)).toEqual(['state-root', 'shell-layout', 'chatpdf-route']);
    expect(routesForPath('/chatpdf/abc', true)).toEqual([
      'state-root',
      'shell-layout',
      'chatpdf-conversation-route',
    ]);
    expect(routesForPath('/video-gen/v1', false)).toEqual(['state-root', 'shell-layout', 'video-gen-route']);
    expect(routesForPath('/login', false)).toEqual(['login-route']);
    expect(routesForPath('/reset-password', false)).toEqual(['reset-password-route']);
    expect(routesForPath('/shared_conversation/t', false)).toEqual([
      'state-root',
      'shared-conversation-route',
    ]);
    expect(routesForPath('/oauth/google', false)).toEqual(['oauth-route']);
    expect(routesForPath('/stop-session', true)).toEqual([]);
  });

  it("sends a guest's signed-in pages to the chat they will end on", () => {
    expect(routesForPath('/image-gen', false)).toEqual(['state-root', 'shell-layout', 'chat-route']);
    expect(routesForPath('/image-gen', true)).toEqual(['state-root', 'shell-layout', 'image-gen-route']);
    expect(routesForPath('/search/cats', false)).toEqual(['state-root', 'shell-layout', 'chat-route']);
    expect(routesForPath('/search/cats', true)).toEqual(['state-root', 'shell-layout', 'search-route']);
  });
});

/** A chunk of Rollup's output bundle, as the build steps read it. */
const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId,
  isEntry,
});

describe('routeChunks (the build step that lists each route’s chunks in index.html)', () => {
  const bundle = {
    'assets/index-1.js': chunk('assets/index-1.js', ['assets/react-1.js'], '/r/src/app/main.tsx', true),
    'assets/react-1.js': chunk('assets/react-1.js', []),
    'assets/app-1.js': chunk(
      'assets/app-1.js',
      ['assets/react-1.js', 'assets/router-1.js'],
      '/r/src/app/app.tsx',
    ),
    'assets/router-1.js': chunk('assets/router-1.js', []),
    'assets/chat-route-1.js': chunk(
      'assets/chat-route-1.js',
      ['assets/shared-1.js', 'assets/router-1.js'],
      '/r/src/app/routes/chat-route.tsx',
    ),
    'assets/shared-1.js': chunk('assets/shared-1.js', ['assets/deep-1.js']),
    'assets/deep-1.js': chunk('assets/deep-1.js', []),
    'assets/login-route-1.js': chunk(
      'assets/login-route-1.js',
      ['assets/shared-1.js'],
      '/r/src/app/routes/login-route.tsx',
    ),
    'assets/index-1.css': { type: 'asset' as const },
  };

  it("lists a route's own chunks and what they import, without what the entry and the app load anyway", () => {
    const { prefix, files, routes } = routeChunks(bundle, '/', 'assets');
    expect(prefix).toBe('/assets/');
    const named = (route: string) => routes[route]?.map((index) => files[index]);
    expect(named('chat-route')).toEqual(['chat-route-1', 'shared-1', 'deep-1']);
    expect(named('login-route')).toEqual(['login-route-1', 'shared-1', 'deep-1']);
    expect(files).toHaveLength(4);
    expect(Object.keys(routes).sort()).toEqual(['chat-route', 'login-route']);
  });

  it("names the app module's chunks beyond the entry's, the app's first, for index.html to hint", () => {
    expect(appChunks(bundle)).toEqual(['assets/app-1.js', 'assets/router-1.js']);
  });
});

describe('preloadDependencies (what Vite preloads beside a dynamic import)', () => {
  const bundle = {
    'assets/index-AAAAAAAA.js': chunk(
      'assets/index-AAAAAAAA.js',
      ['assets/react-BBBBBBBB.js'],
      '/r/src/app/main.tsx',
      true,
    ),
    'assets/react-BBBBBBBB.js': chunk('assets/react-BBBBBBBB.js', []),
    'assets/app-CCCCCCCC.js': chunk(
      'assets/app-CCCCCCCC.js',
      ['assets/router-DDDDDDDD.js'],
      '/r/src/app/app.tsx',
    ),
    'assets/router-DDDDDDDD.js': chunk('assets/router-DDDDDDDD.js', []),
  };
  const { plugin, resolveDependencies } = preloadDependencies(['chat-route', 'shell-layout']);
  const hook = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  hook.handler({}, bundle);
  const deps = ['assets/dialog-EEEEEEEE.js', 'assets/react-BBBBBBBB.js', 'assets/router-DDDDDDDD.js'];
  const fromChunk = { hostId: 'assets/shell-layout-FFFFFFFF.js', hostType: 'js' as const };

  it("gives a route's import no list: index.html has it", () => {
    expect(resolveDependencies('assets/chat-route-BFSjOm8h.js', deps, fromChunk)).toEqual([]);
    expect(resolveDependencies('assets/shell-layout-B4Q-ANh7.js', deps, fromChunk)).toEqual([]);
    expect(resolveDependencies('assets/use-chat-route-D0kq_9Zx.js', deps, fromChunk)).toEqual([
      'assets/dialog-EEEEEEEE.js',
    ]);
  });

  it("leaves out what the entry and the app load, except from the entry's own imports", () => {
    expect(resolveDependencies('assets/dialog-EEEEEEEE.js', deps, fromChunk)).toEqual([
      'assets/dialog-EEEEEEEE.js',
    ]);
    const fromEntry = { hostId: 'assets/index-AAAAAAAA.js', hostType: 'js' as const };
    expect(resolveDependencies('assets/dialog-EEEEEEEE.js', deps, fromEntry)).toEqual(deps);
    // index.html hints the app module's chunks (`appChunks`).
    expect(resolveDependencies('assets/app-CCCCCCCC.js', deps, fromEntry)).toEqual([]);
    expect(
      resolveDependencies('assets/chat-route-BFSjOm8h.js', deps, { ...fromChunk, hostType: 'html' }),
    ).toEqual(deps);
  });
});

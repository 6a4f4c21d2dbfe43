/// <reference types="vitest/config" />
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  START_SITE_PAGES,
  START_SITE_PATH,
  START_SITE_SCRIPT,
  START_SITE_SCRIPT_SOURCE,
  startSitePage,
} from './mocks/start-site/pages';
import { preloadDependencies, routeChunksPlugin } from './scripts/vite-route-chunks';
import { sharedScreensChunk } from './scripts/vite-shared-chunk';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The route modules (src/app/routes/<name>.tsx), whose imports preload from index.html's list. */
const ROUTE_NAMES = readdirSync(fromRoot('./src/app/routes'))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length));
const preloads = preloadDependencies(ROUTE_NAMES);
const sharedChunk = sharedScreensChunk({
  root: import.meta.url,
  screens: [
    'shell-layout',
    'state-root',
    'chat-route',
    'chatpdf-route',
    'chatpdf-conversation-route',
    'search-route',
    'image-gen-route',
    'video-gen-route',
    'shared-conversation-route',
  ],
  first: ['shell-layout', 'state-root', 'chat-route'],
  light: [
    'src/app/main.tsx',
    'src/app/app.tsx',
    ...['login', 'register', 'forgot-password', 'reset-password', 'oauth'].map(
      (name) => `src/app/routes/${name}-route.tsx`,
    ),
  ],
});

/** The demo's config.json (in-browser mock on), kept beside the mock it turns on. */
const DEMO_CONFIG = fromRoot('./mocks/demo-config.json');

/** The stand-in start site as static files: /demo-start/{page} is {page}/index.html. */
function writeStartSite(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, START_SITE_SCRIPT), START_SITE_SCRIPT_SOURCE);
  for (const name of START_SITE_PAGES) {
    mkdirSync(join(dir, name), { recursive: true });
    writeFileSync(join(dir, name, 'index.html'), startSitePage(name) ?? '');
  }
}

/**
 * One source, two builds. The dev server and the demo build (`--mode demo`) serve mocks/demo-config.json
 * as /config.json and keep the MSW worker; the production build ships public/config.json (mock off)
 * and no worker script, and its code has no mock (see src/lib/runtime-config/demo-backend.ts).
 */
function demoBackend(): Plugin {
  let demo = false;
  let building = false;
  let outDir = '';
  return {
    name: 'demo-backend',
    configResolved(config) {
      demo = config.command === 'serve' || config.mode === 'demo';
      building = config.command === 'build';
      outDir = config.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith(`${START_SITE_PATH}/`)) return next();
        const name = path.slice(START_SITE_PATH.length + 1);
        const isScript = name === START_SITE_SCRIPT;
        const body = isScript ? START_SITE_SCRIPT_SOURCE : startSitePage(name);
        if (body === null) return next();
        res.setHeader('Content-Type', isScript ? 'text/javascript' : 'text/html; charset=utf-8');
        res.end(body);
      });
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/config.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(DEMO_CONFIG));
      });
    },
    closeBundle() {
      // The dev server (and Vitest) call this hook too, when they close: they built nothing.
      if (!building) return;
      if (demo) {
        writeFileSync(join(outDir, 'config.json'), readFileSync(DEMO_CONFIG));
        writeStartSite(join(outDir, START_SITE_PATH));
      } else rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

const EXCLUDED = ['tests/e2e/**', 'tests/perf/**', 'node_modules/**'];
const INTEGRATION_FILES = [
  'tests/integration/**/*.test.{ts,tsx}',
  'tests/mocks/**/*.test.ts',
  'mocks/**/*.test.ts',
];
const MODULE_MOCKING_FILES = [
  'tests/integration/chat/message-markdown.test.tsx',
  'tests/integration/chat/render-count.test.tsx',
];

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), demoBackend(), routeChunksPlugin(), preloads.plugin],
  // Statically false in the production build, so the mock's dynamic import is dropped from it.
  define: { __DEMO_BACKEND__: JSON.stringify(command === 'serve' || mode === 'demo' || mode === 'test') },
  resolve: {
    alias: {
      '@': fromRoot('./src'),
      '@mocks': fromRoot('./mocks'),
      '@locales': fromRoot('./locales'),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Test runs write thousands of files (traces, screenshots, reports); watching them kept the dev
    // server busy on most of a core while the e2e suite ran.
    watch: {
      ignored: [
        '**/tests/e2e/artifacts/**',
        '**/tests/perf/artifacts/**',
        '**/dist/**',
        '**/dist-demo/**',
        '**/coverage/**',
        '**/.scratch/**',
      ],
    },
  },
  build: {
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The API client is one chunk: left to itself, Rolldown cuts it where its importers differ (the
          // lazy send code reads the token and the refresh, not the client), and every cut costs a page
          // the import and export lines of a chunk more.
          groups: [
            { name: 'api-client', test: /\/src\/lib\/api-client\// },
            { name: sharedChunk.nameOf, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    restoreMocks: true,
    testTimeout: 15000,
    exclude: EXCLUDED,
    // Two cores here and on CI: one worker per core. Worker threads, not forked processes: the same run
    // took 144 s against 150 s (254 against 265 CPU-seconds; docs/testing.md).
    pool: 'threads',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // Pure logic in Node, files sharing their worker's module cache: no DOM to build per file. A file
          // that needs one says `@vitest-environment jsdom`.
          name: 'unit',
          environment: 'node',
          isolate: false,
          setupFiles: ['./tests/setup-unit.ts'],
          include: ['tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          // Screens and the mock backend, against the MSW handlers in jsdom. Files share their worker's
          // DOM and module cache (isolate: false; the setup file resets the mock, storage and cookies
          // after each test), which takes the jsdom start-up out of every file.
          name: 'integration',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./tests/setup.ts'],
          include: INTEGRATION_FILES,
          exclude: [...EXCLUDED, ...MODULE_MOCKING_FILES],
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module with vi.mock need a module cache of their own.
          name: 'integration-isolated',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: MODULE_MOCKING_FILES,
        },
      },
    ],
  },
}));

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const OUTSIDE_FEATURES = ['./src/app', './src/components', './src/lib', './src/main.tsx'];

// A feature is reached through its index.ts (and auth's forms.ts, kept apart so /login does not load
// the rest of auth); its folders are its own.
const featureBoundaries = FEATURES.map((feature) => ({
  target: [
    ...OUTSIDE_FEATURES,
    ...FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
  ],
  from: `./src/features/${feature}`,
  except: ['./index.ts', './forms.ts'],
  message: `Import the ${feature} feature through '@/features/${feature}', not its folders.`,
}));

/**
 * Calls to the server (docs/api.md, docs/architecture.md 'Calls to the server'): every /api and /e call
 * goes through its feature's api/ file (fetcher, queryOptions or mutation, hook), and the rest of the
 * app uses the hook. Outside the places below, ESLint refuses `apiRequest`, `fetch`, XMLHttpRequest,
 * WebSocket, EventSource, the fetch-event-source client, and an api/ file's fetcher (any of its names
 * in camelCase but a `useX` hook or an `xQueryOptions` factory). `npm run api-calls` counts what is left.
 */
export const API_CALLS_ALLOWED = [
  'src/features/*/api/**', // one file per endpoint: the fetcher and its hook
  'src/lib/api-client/**', // the client itself, and the session refresh (start-up and after a 401)
  'src/lib/sse/**', // the chat's reply stream (fetch-event-source), run by the chat's submission
];

/** Network calls that are not the app's /api or /e requests, each with its reason. */
export const API_CALLS_EXEMPT = {
  'src/lib/images/download-image.ts': 'media download: a generated image file from its store',
  'src/features/video-gen/lib/download-video.ts': 'media download: a generated video file',
  'src/features/video-gen/hooks/use-animated-image.ts': 'media download: the image a video starts from',
  'src/features/session/components/session-provider.tsx':
    'the realtime session WebSocket (session/api/session-socket.ts), opened when its code has loaded',
  'src/lib/runtime-config/load.ts':
    'config.json, read before the first render: a static file, before any API client',
  'src/service-worker/sw.ts': "the service worker: caches the app's own files, outside the app",
};

const CALLS_ALLOWED_FILES = [...API_CALLS_ALLOWED, ...Object.keys(API_CALLS_EXEMPT)];
const CALL_MESSAGE =
  "Call the server through the feature's api/ hook (docs/api.md); see API_CALLS_* in eslint.config.js.";
const callRules = {
  'no-restricted-globals': [
    'error',
    ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
      name,
      message: CALL_MESSAGE,
    })),
  ],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].map((object) => ({
      object,
      property: 'fetch',
      message: CALL_MESSAGE,
    })),
  ],
};

const RESTRICTED = {
  recoil: { name: 'recoil', message: 'Reach Recoil through a feature state/ module.' },
  sse: { name: '@microsoft/fetch-event-source', message: 'Use src/lib/sse.' },
  mocks: {
    group: ['@mocks', '@mocks/*', '**/mocks', '**/mocks/**'],
    message: 'Product code does not import the mock backend; only src/app/boot starts it.',
  },
  apiRequest: { name: '@/lib/api-client', importNames: ['apiRequest'], message: CALL_MESSAGE },
  fetchers: {
    group: ['**/api/*', '!**/api/keys'],
    // camelCase names: fetchers (and helpers, which belong in lib/); hooks, query options, constants,
    // classes and types may be imported.
    importNamePattern: '^(?!use[A-Z])(?!.*QueryOptions$)[a-z]',
    allowTypeImports: true,
    message: `An api/ file's fetcher is called through its hook. ${CALL_MESSAGE}`,
  },
  // Classic zod ('zod', 'zod/v4', 'zod/v3') ships whole; zod/mini keeps only the functions a schema uses.
  zod: {
    regex: '^zod(/v[34](/classic)?)?$',
    message: "Use 'zod/mini' (types: ZodMiniType or 'zod/v4/core').",
  },
};

const STATE_FILES = ['src/features/*/state/**', 'src/app/routes/state-root.tsx', 'src/lib/state/**'];

/** no-restricted-imports with the named restrictions. */
function restrictImports(...names) {
  const chosen = names.map((name) => RESTRICTED[name]);
  return [
    'error',
    {
      paths: chosen.filter((rule) => 'name' in rule),
      patterns: chosen.filter((rule) => !('name' in rule)),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'node_modules',
      'public/mockServiceWorker.js',
      'tests/e2e/artifacts',
      'coverage',
      '.scratch',
      '.stryker-tmp',
      'reports/mutation',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': restrictImports('recoil', 'sse', 'mocks', 'zod', 'apiRequest', 'fetchers'),
      ...callRules,
    },
  },
  {
    files: STATE_FILES,
    rules: { 'no-restricted-imports': restrictImports('sse', 'mocks', 'zod', 'apiRequest', 'fetchers') },
  },
  {
    files: ['src/app/boot/**'],
    rules: { 'no-restricted-imports': restrictImports('recoil', 'sse', 'zod', 'apiRequest', 'fetchers') },
  },
  // Where calls are made (and the exemptions above): the same without the call rules.
  {
    files: CALLS_ALLOWED_FILES,
    rules: {
      'no-restricted-imports': restrictImports('recoil', 'sse', 'mocks', 'zod'),
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['src/lib/sse/**'],
    rules: { 'no-restricted-imports': restrictImports('recoil', 'mocks', 'zod') },
  },
  {
    // No import cycles in the product or the mock, and features meet only at their index.ts.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaries }],
    },
  },
  {
    // Query keys come from the key factories (src/lib/query-keys.ts, src/features/*/api/keys.ts), so a
    // mutation always invalidates what the query cached.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    // The cache limiter's own test builds arbitrary keys on purpose.
    ignores: [
      'src/lib/query-keys.ts',
      'src/features/*/api/keys.ts',
      'tests/unit/lib/query-cache-limit.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Build query keys with a key factory (src/lib/query-keys.ts or the feature api/keys.ts).',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/][arguments.0.type='ArrayExpression']",
          message: 'Build query keys with a key factory (src/lib/query-keys.ts or the feature api/keys.ts).',
        },
      ],
    },
  },
  prettier,
);

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

const RESTRICTED = {
  recoil: { name: 'recoil', message: 'Reach Recoil through a feature state/ module.' },
  sse: { name: '@microsoft/fetch-event-source', message: 'Use src/lib/sse.' },
  mocks: {
    group: ['@mocks', '@mocks/*', '**/mocks', '**/mocks/**'],
    message: 'Product code does not import the mock backend; only src/app/boot starts it.',
  },
  // Classic zod ('zod', 'zod/v4', 'zod/v3') ships whole; zod/mini keeps only the functions a schema uses.
  zod: {
    regex: '^zod(/v[34](/classic)?)?$',
    message: "Use 'zod/mini' (types: ZodMiniType or 'zod/v4/core').",
  },
};

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
      'no-restricted-imports': restrictImports('recoil', 'sse', 'mocks', 'zod'),
    },
  },
  {
    files: ['src/features/*/state/**', 'src/app/routes/state-root.tsx', 'src/lib/state/**'],
    rules: { 'no-restricted-imports': restrictImports('sse', 'mocks', 'zod') },
  },
  {
    files: ['src/lib/sse/**'],
    rules: { 'no-restricted-imports': restrictImports('recoil', 'mocks', 'zod') },
  },
  { files: ['src/app/boot/**'], rules: { 'no-restricted-imports': restrictImports('recoil', 'sse', 'zod') } },
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

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'recoil', message: 'Reach Recoil through a feature state/ module.' },
            { name: '@microsoft/fetch-event-source', message: 'Use src/lib/sse.' },
          ],
          patterns: [
            {
              group: ['@mocks/*', '../../mocks/*'],
              message: 'The app reaches the mock only through src/app/boot.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/*/state/**', 'src/app/providers.tsx', 'src/lib/state/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/lib/sse/**', 'src/app/boot/**'],
    rules: { 'no-restricted-imports': 'off' },
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

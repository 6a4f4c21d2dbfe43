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
  prettier,
);

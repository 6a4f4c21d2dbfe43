/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const EXCLUDED = ['tests/e2e/**', 'tests/perf/**', 'node_modules/**'];
const INTEGRATION_FILES = [
  'tests/integration/**/*.test.{ts,tsx}',
  'tests/mocks/**/*.test.ts',
  'mocks/**/*.test.ts',
];
const MODULE_MOCKING_FILES = ['tests/integration/chat/message-markdown.test.tsx'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fromRoot('./src'),
      '@mocks': fromRoot('./mocks'),
      '@locales': fromRoot('./locales'),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  test: {
    globals: true,
    restoreMocks: true,
    testTimeout: 15000,
    exclude: EXCLUDED,
    // Two cores here and on CI: one worker per core.
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
});

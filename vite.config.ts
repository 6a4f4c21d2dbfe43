/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    exclude: ['tests/e2e/**', 'tests/perf/**', 'node_modules/**'],
    // Two cores here and on CI: one worker per core.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          // Pure logic in Node: no DOM to build per file. A file that needs one says `@vitest-environment jsdom`.
          name: 'unit',
          environment: 'node',
          setupFiles: ['./tests/setup-unit.ts'],
          include: ['tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          // Screens and the mock backend, against the MSW handlers in jsdom.
          name: 'integration',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ['tests/integration/**/*.test.{ts,tsx}', 'tests/mocks/**/*.test.ts', 'mocks/**/*.test.ts'],
        },
      },
    ],
  },
});

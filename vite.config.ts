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
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'tests/perf/**', 'node_modules/**'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});

import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (stryker.config.mjs): only the unit tests of the mutated
 * modules, in Node, so one mutant costs milliseconds. Not a project of vite.config.ts: `npm test` runs
 * these files in the `unit` project already.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['./tests/setup-unit.ts'],
    include: [
      'tests/unit/chat/message-tree*.test.ts',
      'tests/unit/chat/tree-messages.test.ts',
      'tests/unit/chat/conversation-record*.test.ts',
      'tests/unit/chat/reading/show-message.test.ts',
    ],
  },
});

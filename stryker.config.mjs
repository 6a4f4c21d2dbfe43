/**
 * Mutation testing of the pure conversation logic (docs/testing.md, "Mutation testing"):
 * `npm run test:mutation`. Runs only the tests of tests/mutation/vitest.config.ts. Options:
 * https://stryker-mutator.io/docs/stryker-js/configuration/
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts', related: false },
  mutate: ['src/lib/message-tree.ts', 'src/features/chat/lib/conversation-record.ts'],
  // Two cores shared with other work: at most two test processes.
  concurrency: 2,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT } from '../e2e/support/env';
import {
  PERF_APP_PORT,
  PERF_APP_URL,
  PERF_DIR,
  PERF_MOCK_PORT,
  PERF_MOCK_URL,
  RESULTS_DIR,
} from './support/env';

/**
 * Benchmarks of the chat screen (`npm run build && npm run perf`): the existing production build in
 * dist/ served on :4273, talking over real HTTP to the mock backend on :3180. They print figures and
 * write tests/perf/results/latest.json; they assert structural facts (no re-renders of earlier
 * messages, a small DOM), never wall time: the machine is shared.
 */
export default defineConfig({
  testDir: PERF_DIR,
  testMatch: '**/*.perf.spec.ts',
  outputDir: `${RESULTS_DIR}/artifacts`,
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    baseURL: PERF_APP_URL,
    viewport: { width: 1280, height: 720 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npm run mock-server',
      cwd: REPO_ROOT,
      env: { MOCK_PORT: String(PERF_MOCK_PORT) },
      url: `${PERF_MOCK_URL}/api/config`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve-static.mjs --port ${PERF_APP_PORT} --config tests/perf/fixtures/config.perf.json`,
      cwd: REPO_ROOT,
      url: `${PERF_APP_URL}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PORT_OFFSET, REPO_ROOT } from '../e2e/support/env';
import {
  PERF_APP_PORT,
  PERF_APP_URL,
  PERF_CONFIG_FIXTURE,
  PERF_DIR,
  PERF_MOCK_PORT,
  PERF_MOCK_URL,
  RESULTS_DIR,
} from './support/env';

/** The build's config.json, pointed at this run's mock port (E2E_PORT_OFFSET). */
function perfConfig(): string {
  if (PORT_OFFSET === 0) return PERF_CONFIG_FIXTURE;
  const text = readFileSync(PERF_CONFIG_FIXTURE, 'utf8').replaceAll('http://127.0.0.1:3180', PERF_MOCK_URL);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const generated = `${RESULTS_DIR}/config.perf.${PERF_MOCK_PORT}.json`;
  writeFileSync(generated, text);
  return generated;
}

/**
 * Benchmarks of the chat screen (`npm run build && npm run perf`): the existing production build in
 * dist/ served on :4273, talking over real HTTP to the mock backend on :3180 (both moved by
 * E2E_PORT_OFFSET, as the e2e servers are). They print figures, write tests/perf/results/latest.json,
 * and fail when a figure misses its target (support/results.ts), besides the structural facts they
 * assert (no re-renders of earlier messages, a small DOM). Times depend on how busy the machine is.
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
      command: `node scripts/serve-static.mjs --port ${PERF_APP_PORT} --config ${perfConfig()}`,
      cwd: REPO_ROOT,
      url: `${PERF_APP_URL}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

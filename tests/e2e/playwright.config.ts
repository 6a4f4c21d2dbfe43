import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import {
  ARTIFACTS_DIR,
  CHROMIUM_ARGS,
  DEV_PORT,
  CHROMIUM_PATH,
  DEV_URL,
  E2E_BROWSER_PATH,
  E2E_DIR,
  MOCK_PORT,
  MOCK_SERVER_URL,
  PORT_OFFSET,
  REPO_ROOT,
  RUN_ARTIFACTS_DIR,
  TENANT_A_PORT,
  TENANT_A_URL,
  TENANT_B_PORT,
  TENANT_B_URL,
} from './support/env';

/** Tenant A's config.json, pointed at this run's mock port. */
function tenantAConfig(): string {
  const fixture = 'tests/e2e/fixtures/config.mock-server.json';
  if (PORT_OFFSET === 0) return fixture;
  const text = readFileSync(`${REPO_ROOT}${fixture}`, 'utf8').replaceAll(':3080', `:${MOCK_PORT}`);
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const generated = `${ARTIFACTS_DIR}/config.mock-server.${MOCK_PORT}.json`;
  writeFileSync(generated, text);
  return generated;
}

/**
 * End-to-end harness. One production build (dist/) is served as two tenants by swapping config.json:
 *   prod      http://127.0.0.1:4173  tenant A "Acme Chat": real HTTP against the mock backend on :3080
 *   tenant-b  http://127.0.0.1:4174  tenant B "Globex AI": the demo build (dist-demo/), `mock: true`, MSW in the page
 *   dev       http://127.0.0.1:5173  the Vite dev server (dev-*.spec.ts smoke only)
 * Run `npm run build && npm run build:demo` first; `npm run check` does it in order. `npm run e2e` runs the suite as parallel
 * shards (scripts/run-e2e.mjs), each on its own ports (E2E_PORT_OFFSET); `npm run e2e:one` is one plain run.
 */

const isCI = !!process.env.CI;

/**
 * Playwright starts every webServer whatever projects are selected, so start only what the selected
 * projects need: `dev` needs the Vite dev server only; `prod` and `tenant-b` need the built dist/
 * (both tenants) and the mock backend. No `--project` = everything.
 * (`--project` takes several names: `--project prod tenant-b`. To pass a file too, write
 * `--project=prod file.spec.ts` or put the file first; otherwise Playwright reads it as a project name.)
 */
function selectedProjects(argv: string[]): string[] {
  const selected: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--project=')) selected.push(arg.slice('--project='.length));
    else if (arg === '--project') {
      while (i + 1 < argv.length && !(argv[i + 1] ?? '-').startsWith('-')) selected.push(argv[++i] ?? '');
    }
  }
  return selected.map((name) => name.toLowerCase());
}
const selected = selectedProjects(process.argv);
const selects = (...names: string[]) =>
  selected.length === 0 || selected.some((name) => name.includes('*') || names.includes(name));

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const webServer: WebServer[] = [];
/** The static servers compress for the browser at brotli 5, not 11: the bytes are not what these tests measure. */
const STATIC_ENV = { STATIC_BROTLI_QUALITY: '5' };

if (selects('prod', 'tenant-b')) {
  webServer.push(
    {
      // (a) the mock backend over real HTTP (tenant A's API)
      command: 'npm run mock-server',
      cwd: REPO_ROOT,
      env: { MOCK_PORT: String(MOCK_PORT) },
      url: `${MOCK_SERVER_URL}/api/config`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // (b) tenant A: production build, config pointing at the mock backend
      command: `node scripts/serve-static.mjs --port ${TENANT_A_PORT} --config ${tenantAConfig()}`,
      cwd: REPO_ROOT,
      url: `${TENANT_A_URL}/config.json`,
      env: STATIC_ENV,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // (c) tenant B: the demo build (`npm run build:demo`), in-browser mock (MSW service worker)
      command: `node scripts/serve-static.mjs --port ${TENANT_B_PORT} --dir dist-demo --config tests/e2e/fixtures/config.in-browser-mock.json`,
      cwd: REPO_ROOT,
      url: `${TENANT_B_URL}/config.json`,
      env: STATIC_ENV,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  );
}

if (selects('dev')) {
  webServer.push({
    // (d) Vite dev server, for the dev-mode smoke (project `dev`) only
    command: `npx vite --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
    cwd: REPO_ROOT,
    url: `${DEV_URL}/`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  });
}

export default defineConfig({
  testDir: E2E_DIR,
  testMatch: '**/*.spec.ts',
  outputDir: `${RUN_ARTIFACTS_DIR}/results`,
  fullyParallel: false,
  workers: 1,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // Two shards share two cores: a test that runs axe and screenshots in both themes needs the room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: `${RUN_ARTIFACTS_DIR}/report`, open: 'never' }],
    // Each test's duration, for finding where the suite's time goes (docs/testing.md).
    ['json', { outputFile: `${RUN_ARTIFACTS_DIR}/results.json` }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 720 },
    launchOptions: {
      executablePath: E2E_BROWSER_PATH,
      args: CHROMIUM_ARGS,
    },
    // A trace records a screencast of every frame: on each test that is a good share of the run's
    // CPU. CI retries a failed test once and traces the retry; locally, `--trace on` when needed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer,
  projects: [
    {
      name: 'prod',
      // The production build registers its service worker after load (#28). A worker fetches the app's
      // files itself, out of reach of `page.route`, so here it is blocked unless a test asks for it
      // (`test.use({ serviceWorkers: 'allow' })`, tests/e2e/installable-app.spec.ts). Tenant B and dev
      // need MSW's worker.
      use: { baseURL: TENANT_A_URL, serviceWorkers: 'block' },
      testIgnore: ['**/dev-*.spec.ts', '**/tenant-b-*.spec.ts'],
    },
    {
      name: 'tenant-b',
      use: { baseURL: TENANT_B_URL },
      testMatch: '**/tenant-b-*.spec.ts',
    },
    {
      name: 'dev',
      // The StrictMode walk in the full browser: the one project that runs in it (decision 0012).
      use: { baseURL: DEV_URL, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
      testMatch: '**/dev-*.spec.ts',
    },
  ],
});

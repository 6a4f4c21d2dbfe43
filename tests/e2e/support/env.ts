/** Addresses and browser flags shared by the Playwright config and the e2e helpers. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../../scripts/lib/chromium.mjs';

/**
 * E2E_PORT_OFFSET (default 0) moves every server, so two checkouts can run their e2e suites at once
 * (e.g. 10: mock 3090, tenants 4183 and 4184).
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const MOCK_PORT = 3080 + PORT_OFFSET;
export const MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_PORT}`;
/** Tenant A ("Acme Chat"): production build over real HTTP against the mock backend. */
export const TENANT_A_PORT = 4173 + PORT_OFFSET;
export const TENANT_A_URL = `http://127.0.0.1:${TENANT_A_PORT}`;
/** Tenant B ("Globex AI"): the same build with `mock: true` (MSW service worker in the page). */
export const TENANT_B_PORT = 4174 + PORT_OFFSET;
export const TENANT_B_URL = `http://127.0.0.1:${TENANT_B_PORT}`;
/** Vite dev server (project `dev`). */
export const DEV_PORT = 5173 + PORT_OFFSET;
export const DEV_URL = `http://127.0.0.1:${DEV_PORT}`;

/** tests/e2e/ (absolute, with a trailing slash). */
export const E2E_DIR = fileURLToPath(new URL('../', import.meta.url));
/** The repository root (absolute, with a trailing slash). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Everything the runs leave behind (git-ignored). */
export const ARTIFACTS_DIR = `${E2E_DIR}artifacts`;
/** Where this run's Playwright results and report go: one folder per port offset, so shards run side by side. */
export const RUN_ARTIFACTS_DIR = PORT_OFFSET === 0 ? ARTIFACTS_DIR : `${ARTIFACTS_DIR}/shard-${PORT_OFFSET}`;

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

/** The browser the e2e suite runs in: the headless shell where it is installed (scripts/lib/chromium.mjs). */
export const E2E_BROWSER_PATH =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

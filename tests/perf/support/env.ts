/**
 * Addresses of the benchmark servers: ports of their own (3180, 4273), so a running e2e suite (3080/4173/4174)
 * is left alone. E2E_PORT_OFFSET moves them as it moves the e2e servers (tests/e2e/support/env.ts), so a
 * benchmark run and an e2e run of another checkout can share the machine.
 */
import { fileURLToPath } from 'node:url';
import { PORT_OFFSET } from '../../e2e/support/env';

export const PERF_MOCK_PORT = 3180 + PORT_OFFSET;
export const PERF_APP_PORT = 4273 + PORT_OFFSET;
export const PERF_MOCK_URL = `http://127.0.0.1:${PERF_MOCK_PORT}`;
/** The production build (dist/) with fixtures/config.perf.json, talking to the mock on PERF_MOCK_PORT. */
export const PERF_APP_URL = `http://127.0.0.1:${PERF_APP_PORT}`;

/** tests/perf/ (absolute, with a trailing slash). */
export const PERF_DIR = fileURLToPath(new URL('../', import.meta.url));
/** Git-ignored: latest.json and Playwright's artifacts. */
export const RESULTS_DIR = `${PERF_DIR}results`;
export const RESULTS_FILE = `${RESULTS_DIR}/latest.json`;
/** The tenant config the benchmarks' build is served with (its mock URL holds port 3180). */
export const PERF_CONFIG_FIXTURE = `${PERF_DIR}fixtures/config.perf.json`;

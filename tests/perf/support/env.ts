/** Addresses of the benchmark servers: ports of their own, so a running e2e suite (3080/4173/4174) is left alone. */
import { fileURLToPath } from 'node:url';

export const PERF_MOCK_PORT = 3180;
export const PERF_APP_PORT = 4273;
export const PERF_MOCK_URL = `http://127.0.0.1:${PERF_MOCK_PORT}`;
/** The production build (dist/) with fixtures/config.perf.json, talking to the mock on PERF_MOCK_PORT. */
export const PERF_APP_URL = `http://127.0.0.1:${PERF_APP_PORT}`;

/** tests/perf/ (absolute, with a trailing slash). */
export const PERF_DIR = fileURLToPath(new URL('../', import.meta.url));
/** Git-ignored: latest.json and Playwright's artifacts. */
export const RESULTS_DIR = `${PERF_DIR}results`;
export const RESULTS_FILE = `${RESULTS_DIR}/latest.json`;

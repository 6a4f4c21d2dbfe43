import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { REPO_ROOT } from '../../e2e/support/env';
import { RESULTS_DIR, RESULTS_FILE } from './env';

/** Fails early without a build, and starts a fresh results file for this run. */
export default function globalSetup(): void {
  if (!existsSync(`${REPO_ROOT}dist/index.html`)) {
    throw new Error('dist/ holds no build: run `npm run build` before `npm run perf`.');
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
    node: process.version,
  };
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ startedAt: new Date().toISOString(), machine }, null, 2)}\n`,
  );
}

import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export { describeEmulatedDevice } from '../../../scripts/lib/benchmark-index.mjs';

/**
 * The host's speed as Lighthouse reports it (`environment.benchmarkIndex`): the same page function, run in
 * `page` before any CPU throttling. A throttled page runs as a device of about this index divided by the
 * slowdown, so figures from machines of different speeds can be read side by side.
 */
export const hostBenchmarkIndex = (page: Page): Promise<number> =>
  page.evaluate(pageFunctions.computeBenchmarkIndex);

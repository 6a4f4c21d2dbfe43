import type { Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** DevTools' CPU calibration scores (its `CalibrationController`): what a benchmark index means. */
export const MID_TIER_PHONE_INDEX = 1000; // a Pixel 5
export const LOW_TIER_PHONE_INDEX = 264; // a Moto G4 Power (2022)

/**
 * The host's speed as Lighthouse reports it (`environment.benchmarkIndex`): the same page function, run in
 * `page` before any CPU throttling. A throttled page runs as a device of about this index divided by the
 * slowdown, so figures from machines of different speeds can be read side by side.
 */
export const hostBenchmarkIndex = (page: Page): Promise<number> =>
  page.evaluate(pageFunctions.computeBenchmarkIndex);

/**
 * "host benchmark index 2,600 to 2,800: at 4x, a device of index 650 to 700 (…)", from the host's indexes
 * measured around a run.
 */
export function describeEmulatedDevice(hostIndexes: readonly number[], slowdown: number): string {
  const thousands = (value: number) => Math.round(value).toLocaleString('en-US');
  const range = (scale: number) => {
    const [low, high] = [Math.min(...hostIndexes) / scale, Math.max(...hostIndexes) / scale];
    return thousands(low) === thousands(high) ? thousands(low) : `${thousands(low)} to ${thousands(high)}`;
  };
  return (
    `host benchmark index ${range(1)}: at ${slowdown}x, a device of index ${range(slowdown)} ` +
    `(DevTools' calibration: a mid-tier phone ${thousands(MID_TIER_PHONE_INDEX)}, a low-tier phone ${LOW_TIER_PHONE_INDEX})`
  );
}

// What Lighthouse's host benchmark index means for a throttled page, told the same way by Lighthouse's script
// and the interaction benchmark. CPU slowdown is relative to the host: 4x on a slower host is a slower phone.

/** DevTools' CPU calibration scores (its `CalibrationController`): a Pixel 5, and a Moto G4 Power (2022). */
const MID_TIER_PHONE_INDEX = 1000;
const LOW_TIER_PHONE_INDEX = 264;

const thousands = (value) => Math.round(value).toLocaleString('en-US');

/**
 * "host benchmark index 2,600 to 2,800: at 4x, a device of index 650 to 700 (…)", from the host's indexes
 * measured around a run.
 */
export function describeEmulatedDevice(hostIndexes, slowdown) {
  const range = (scale) => {
    const [low, high] = [Math.min(...hostIndexes) / scale, Math.max(...hostIndexes) / scale];
    return thousands(low) === thousands(high) ? thousands(low) : `${thousands(low)} to ${thousands(high)}`;
  };
  return (
    `host benchmark index ${range(1)}: at ${slowdown}x, a device of index ${range(slowdown)} ` +
    `(DevTools' calibration: a mid-tier phone ${thousands(MID_TIER_PHONE_INDEX)}, a low-tier phone ${LOW_TIER_PHONE_INDEX})`
  );
}

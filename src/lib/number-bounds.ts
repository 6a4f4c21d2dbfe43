/** A slider's range and step. */
export interface ParameterBounds {
  min: number;
  max: number;
  step: number;
}

/** How many decimals a step has (0.05: 2; 1: 0): a value on its grid never needs more. */
export function decimalsOf(step: number): number {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/**
 * Clamps a value into the bounds and snaps it to the step grid (from `min`); a value that is not a
 * finite number gives `fallback`, or `min` without one.
 */
export function clampToBounds(value: unknown, bounds: ParameterBounds, fallback?: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    return fallback === undefined ? bounds.min : clampToBounds(fallback, bounds);
  }
  const clamped = Math.min(Math.max(number, bounds.min), bounds.max);
  const snapped = bounds.min + Math.round((clamped - bounds.min) / bounds.step) * bounds.step;
  // Rounding to the step's decimals removes floating-point noise such as 0.30000000000000004.
  const rounded = Number(snapped.toFixed(decimalsOf(bounds.step)));
  return Math.min(Math.max(rounded, bounds.min), bounds.max);
}

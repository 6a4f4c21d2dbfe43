/** The advanced-settings sliders' bounds (spec section 5, 'Parameter bounds'). */

export type ParameterKey =
  'temperature' | 'top_p' | 'topP' | 'topK' | 'frequency_penalty' | 'presence_penalty' | 'maxOutputTokens';

export interface ParameterBounds {
  min: number;
  max: number;
  step: number;
}

const GOOGLE_STYLE: readonly string[] = ['google', 'gemini'];
const ANTHROPIC_STYLE: readonly string[] = ['anthropic', 'claude'];

export const isGoogleStyle = (endpoint: string | null | undefined): boolean =>
  GOOGLE_STYLE.includes(endpoint ?? '');

export const isAnthropicStyle = (endpoint: string | null | undefined): boolean =>
  ANTHROPIC_STYLE.includes(endpoint ?? '');

const PROBABILITY: ParameterBounds = { min: 0, max: 1, step: 0.01 };
const PENALTY: ParameterBounds = { min: -2, max: 2, step: 0.01 };

/** Every slider's bounds for the endpoint: temperature 0-1 for Google- and Anthropic-style, else 0-2. */
export function parameterBounds(endpoint: string | null | undefined): Record<ParameterKey, ParameterBounds> {
  const narrow = isGoogleStyle(endpoint) || isAnthropicStyle(endpoint);
  return {
    temperature: { min: 0, max: narrow ? 1 : 2, step: 0.01 },
    top_p: PROBABILITY,
    topP: PROBABILITY,
    frequency_penalty: PENALTY,
    presence_penalty: PENALTY,
    topK: { min: 1, max: 40, step: 1 },
    maxOutputTokens: { min: 1, max: 1024, step: 1 },
  };
}

function decimalsOf(step: number): number {
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

/** `clampToBounds` with the endpoint's bounds for one parameter. */
export function clampParameter(
  endpoint: string | null | undefined,
  key: ParameterKey,
  value: unknown,
  fallback?: number,
): number {
  return clampToBounds(value, parameterBounds(endpoint)[key], fallback);
}

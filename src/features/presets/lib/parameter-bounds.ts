/** The advanced-settings sliders' bounds (spec section 5, 'Parameter bounds'). */
import { clampToBounds, type ParameterBounds } from '@/lib/number-bounds';

export type ParameterKey =
  'temperature' | 'top_p' | 'topP' | 'topK' | 'frequency_penalty' | 'presence_penalty' | 'maxOutputTokens';

export type { ParameterBounds } from '@/lib/number-bounds';
export { clampToBounds } from '@/lib/number-bounds';

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

/** `clampToBounds` with the endpoint's bounds for one parameter. */
export function clampParameter(
  endpoint: string | null | undefined,
  key: ParameterKey,
  value: unknown,
  fallback?: number,
): number {
  return clampToBounds(value, parameterBounds(endpoint)[key], fallback);
}

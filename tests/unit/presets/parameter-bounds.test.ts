import {
  clampParameter,
  clampToBounds,
  isAnthropicStyle,
  isGoogleStyle,
  parameterBounds,
} from '@/features/presets/lib/parameter-bounds';

describe('parameter bounds', () => {
  it('allows temperature 0-2, or 0-1 for Google- and Anthropic-style endpoints', () => {
    for (const endpoint of ['openAI', 'azureOpenAI', 'gptPlugins', 'Deepseek', null]) {
      expect(parameterBounds(endpoint).temperature).toEqual({ min: 0, max: 2, step: 0.01 });
    }
    for (const endpoint of ['google', 'gemini', 'anthropic', 'claude']) {
      expect(parameterBounds(endpoint).temperature).toEqual({ min: 0, max: 1, step: 0.01 });
    }
    expect(isGoogleStyle('gemini')).toBe(true);
    expect(isAnthropicStyle('claude')).toBe(true);
    expect(isGoogleStyle('openAI')).toBe(false);
  });

  it('has the other sliders of the spec', () => {
    const bounds = parameterBounds('google');
    expect(bounds.top_p).toEqual({ min: 0, max: 1, step: 0.01 });
    expect(bounds.topP).toEqual({ min: 0, max: 1, step: 0.01 });
    expect(bounds.frequency_penalty).toEqual({ min: -2, max: 2, step: 0.01 });
    expect(bounds.presence_penalty).toEqual({ min: -2, max: 2, step: 0.01 });
    expect(bounds.topK).toEqual({ min: 1, max: 40, step: 1 });
    expect(bounds.maxOutputTokens).toEqual({ min: 1, max: 1024, step: 1 });
  });

  it('clamps into the bounds and snaps to the step', () => {
    expect(clampParameter('openAI', 'temperature', 3)).toBe(2);
    expect(clampParameter('anthropic', 'temperature', 1.5)).toBe(1);
    expect(clampParameter('openAI', 'temperature', -1)).toBe(0);
    expect(clampParameter('openAI', 'temperature', 0.1 + 0.2)).toBe(0.3);
    expect(clampParameter('openAI', 'top_p', 0.456)).toBe(0.46);
    expect(clampParameter('openAI', 'presence_penalty', -2.5)).toBe(-2);
    expect(clampParameter('google', 'topK', 0)).toBe(1);
    expect(clampParameter('google', 'topK', 12.6)).toBe(13);
    expect(clampParameter('google', 'maxOutputTokens', 5000)).toBe(1024);
    expect(clampParameter('google', 'maxOutputTokens', '300')).toBe(300);
  });

  it('uses the fallback, or the minimum, for values that are not numbers', () => {
    const bounds = { min: 0, max: 2, step: 0.01 };
    expect(clampToBounds('abc', bounds)).toBe(0);
    expect(clampToBounds(Number.NaN, bounds, 1)).toBe(1);
    expect(clampToBounds(undefined, bounds, 7)).toBe(2);
    expect(clampToBounds('', bounds, 0.7)).toBe(0.7);
  });
});

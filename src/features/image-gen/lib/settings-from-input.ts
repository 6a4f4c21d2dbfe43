import {
  ASPECT_RATIOS,
  clampToSlider,
  FLUX_DEFAULTS,
  MAX_SEED,
  MEGAPIXELS,
  OUTPUT_FORMATS,
  SLIDERS,
  type AspectRatio,
  type FluxSettings,
  type SliderName,
} from './flux-options';

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === String(value));

/** The listed ratio nearest to width:height (for images that were sent as a size). */
function nearestRatio(width: unknown, height: unknown): AspectRatio | undefined {
  const w = Number(width);
  const h = Number(height);
  if (!(w > 0 && h > 0)) return undefined;
  const target = Math.log(w / h);
  const distance = (ratio: AspectRatio) => {
    const [a, b] = ratio.split(':').map(Number) as [number, number];
    return Math.abs(Math.log(a / b) - target);
  };
  return [...ASPECT_RATIOS].sort((x, y) => distance(x) - distance(y))[0];
}

/**
 * The form's settings from a collected image's `input` ('use these settings'): what the server kept and
 * the form knows, each checked against its bounds; the rest stays at the defaults. The prompt is the
 * image's own.
 */
export function settingsFromInput(
  prompt: string,
  input: Record<string, unknown> | null | undefined,
): FluxSettings {
  const source = input ?? {};
  const settings: FluxSettings = { ...FLUX_DEFAULTS, prompt };
  settings.aspect_ratio =
    oneOf(ASPECT_RATIOS, source.aspect_ratio) ??
    nearestRatio(source.width, source.height) ??
    settings.aspect_ratio;
  settings.output_format = oneOf(OUTPUT_FORMATS, source.output_format) ?? settings.output_format;
  settings.megapixels = oneOf(MEGAPIXELS, source.megapixels) ?? settings.megapixels;
  for (const name of Object.keys(SLIDERS) as SliderName[]) {
    if (source[name] !== undefined) settings[name] = clampToSlider(name, source[name]);
  }
  if (typeof source.prompt_upsampling === 'boolean') settings.prompt_upsampling = source.prompt_upsampling;
  const seed = Number(source.seed);
  if (Number.isInteger(seed) && seed > 0 && seed <= MAX_SEED) settings.seed = seed;
  return settings;
}

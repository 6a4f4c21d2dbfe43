import { clampToBounds, type ParameterBounds } from '@/lib/number-bounds';

/**
 * Every control of the image generator, its bounds and its default, in one place.
 *
 * Sources: Replicate's model pages for black-forest-labs/flux-kontext-max (aspect ratios, output
 * format, safety tolerance 0-6 with default 2, prompt upsampling), flux-dev (guidance scale,
 * inference steps 1-50, output quality 0-100, megapixels 1 or 0.25), and product-spec.md sections 3,
 * 5 and 9, which win for the defaults (guidance 3.5, 8 steps, quality 80) and the slider steps.
 */
export const FLUX_IMAGE_MODEL = 'flux-kontext-max';

export const ASPECT_RATIOS = [
  '1:1',
  '16:9',
  '21:9',
  '3:2',
  '2:3',
  '4:5',
  '5:4',
  '3:4',
  '4:3',
  '9:16',
  '9:21',
] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** The ratios the server takes by name (spec section 5); any other is sent as width and height. */
export const NAMED_RATIOS: readonly AspectRatio[] = ASPECT_RATIOS.filter(
  (ratio) => ratio !== '21:9' && ratio !== '9:21',
);

export const OUTPUT_FORMATS = ['jpg', 'png'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const MEGAPIXELS = ['1', '0.25'] as const;
export type Megapixels = (typeof MEGAPIXELS)[number];

export const SLIDERS = {
  guidance_scale: { min: 0, max: 10, step: 0.1 },
  num_inference_steps: { min: 1, max: 50, step: 1 },
  output_quality: { min: 0, max: 100, step: 1 },
  safety_tolerance: { min: 0, max: 6, step: 1 },
} as const satisfies Record<string, ParameterBounds>;
export type SliderName = keyof typeof SLIDERS;

/** The largest seed Flux takes (an unsigned 32-bit number); 0 means 'none'. */
export const MAX_SEED = 4_294_967_295;

export interface FluxSettings {
  prompt: string;
  aspect_ratio: AspectRatio;
  output_format: OutputFormat;
  guidance_scale: number;
  num_inference_steps: number;
  output_quality: number;
  safety_tolerance: number;
  megapixels: Megapixels;
  prompt_upsampling: boolean;
  /** 0 = no seed (not sent). */
  seed: number;
}

export const FLUX_DEFAULTS: FluxSettings = {
  prompt: '',
  aspect_ratio: '1:1',
  output_format: 'png',
  guidance_scale: 3.5,
  num_inference_steps: 8,
  output_quality: 80,
  safety_tolerance: 2,
  megapixels: '1',
  prompt_upsampling: false,
  seed: 0,
};

/** A value held to a slider's range and step; anything not a number gives the default. */
export function clampToSlider(name: SliderName, value: unknown): number {
  return clampToBounds(value, SLIDERS[name], FLUX_DEFAULTS[name]);
}

/** Width and height of about `megapixels` million pixels in exactly the ratio a:b. */
export function sizeOfRatio(ratio: AspectRatio, megapixels: Megapixels): { width: number; height: number } {
  const [a, b] = ratio.split(':').map(Number) as [number, number];
  const k = Math.round(Math.sqrt((Number(megapixels) * 1_000_000) / (a * b)));
  return { width: a * k, height: b * k };
}

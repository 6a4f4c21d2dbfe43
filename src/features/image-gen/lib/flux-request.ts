import { FLUX_IMAGE_MODEL, NAMED_RATIOS, sizeOfRatio, type FluxSettings } from './flux-options';

export interface FluxRequest {
  input: Record<string, string | number | boolean>;
  image_model: typeof FLUX_IMAGE_MODEL;
}

/**
 * The body of POST /api/imagegen/flux-image-gen (spec sections 5 and 7): the prompt trimmed, a named
 * aspect ratio or else width and height, the seed only when it is not 0.
 */
export function fluxRequestBody(settings: FluxSettings): FluxRequest {
  const input: FluxRequest['input'] = {
    model: FLUX_IMAGE_MODEL,
    prompt: settings.prompt.trim(),
    guidance_scale: settings.guidance_scale,
    num_inference_steps: settings.num_inference_steps,
    output_format: settings.output_format,
    output_quality: settings.output_quality,
    safety_tolerance: settings.safety_tolerance,
    prompt_upsampling: settings.prompt_upsampling,
    megapixels: settings.megapixels,
  };
  if (NAMED_RATIOS.includes(settings.aspect_ratio)) input.aspect_ratio = settings.aspect_ratio;
  else Object.assign(input, sizeOfRatio(settings.aspect_ratio, settings.megapixels));
  if (settings.seed !== 0) input.seed = settings.seed;
  return { input, image_model: FLUX_IMAGE_MODEL };
}

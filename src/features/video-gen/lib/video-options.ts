import type { ParameterBounds } from '@/lib/number-bounds';

/**
 * The video generator's controls (the models are @/features/models' VIDEO_MODELS). Sources: product-spec.md sections 3, 5 and 9 (models, aspect ratios,
 * cfg scale 0-1 step 0.05 default 0.5, duration 5 s, start image at least 300×300) and Kling's own
 * documentation for cfg_scale (0 to 1, 0.5 by default: how closely the video keeps to the prompt).
 */
export const VIDEO_ASPECT_RATIOS = ['16:9', '9:16', '1:1'] as const;
export type VideoAspectRatio = (typeof VIDEO_ASPECT_RATIOS)[number];

export const CFG_SCALE: ParameterBounds = { min: 0, max: 1, step: 0.05 };
export const DURATION_SECONDS = 5;
export const START_IMAGE_MIN_SIDE = 300;
export const START_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface VideoSettings {
  prompt: string;
  negativePrompt: string;
  aspectRatio: VideoAspectRatio;
  cfgScale: number;
}

/**
 * What the form asks to generate. The backend contract has no generation route: spec section 4's
 * simulated progress is the job's clock (state/video-job.ts), so there is no api/ file; a real route
 * would get `api/generate-video.ts` (fetcher and mutation hook), called by useVideoGeneration.
 */
export interface VideoGenerationRequest extends VideoSettings {
  model: string;
  startImage: File | null;
}

export const VIDEO_DEFAULTS: VideoSettings = {
  prompt: '',
  negativePrompt: '',
  aspectRatio: '16:9',
  cfgScale: 0.5,
};

/** Veo 3's sample prompts (spec section 2): the card's title key and the prompt a click puts in the box. */
export const VEO_SAMPLES = [
  'cinematic_short_scene',
  'product_commercial',
  'travel_reel',
  'social_media_skit',
  'educational_explainer',
  'music_video_visual',
  'fantasy_worldbuilding',
  'lifestyle_b_roll',
] as const;

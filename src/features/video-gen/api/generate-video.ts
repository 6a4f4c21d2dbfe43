import { PROGRESS_TICK_MS, progressAfter } from '../lib/progress';
import type { VideoSettings } from '../lib/video-options';

export interface VideoGenerationRequest extends VideoSettings {
  model: string;
  startImage: File | null;
}

/**
 * Video generation. The backend contract has no generation route, and spec section 4 describes what the
 * screen does instead: a simulated progress, 10 points every 2 s to 99, then 100 ('Video is ready'),
 * after which the screen shows the plan's overlay. This module is that simulation and the one place a
 * real route replaces it: keep the signature (progress callbacks, a stop function).
 */
export function startVideoGeneration(
  _request: VideoGenerationRequest,
  onProgress: (value: number) => void,
): () => void {
  let ticks = 0;
  onProgress(0);
  const timer = window.setInterval(() => {
    ticks += 1;
    const value = progressAfter(ticks);
    onProgress(value);
    if (value >= 100) window.clearInterval(timer);
  }, PROGRESS_TICK_MS);
  return () => window.clearInterval(timer);
}

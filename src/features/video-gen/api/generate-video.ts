import type { VideoSettings } from '../lib/video-options';

/**
 * Video generation. The backend contract has no generation route, and spec section 4 describes what the
 * screen does instead: a simulated progress, 10 points every 2 s to 99, then 100 ('Video is ready'),
 * after which the screen shows the plan's overlay. The simulation is the job's clock
 * (state/video-job.ts: progress read from the start time); a real route would start the job here.
 */
export interface VideoGenerationRequest extends VideoSettings {
  model: string;
  startImage: File | null;
}

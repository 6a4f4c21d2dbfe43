/**
 * The simulated generation of spec section 4: the value rises 10 points every 2 s to 99, then reads 100
 * ('Video is ready'). One message per stage, in the spec's order.
 */
export const PROGRESS_TICK_MS = 2000;
export const PROGRESS_STEP = 10;
export const PROGRESS_CEILING = 99;

export const PROGRESS_MESSAGES = [
  'starting',
  'loading_assets',
  'setting_up_scene',
  'adding_visuals',
  'syncing_transitions',
  'polishing_frames',
  'applying_styles',
  'rendering',
  'optimizing',
  'final_touches',
] as const;
export type ProgressMessage = (typeof PROGRESS_MESSAGES)[number];

/** The value after `ticks` ticks: 0, 10, ..., 90, 99, then 100 on the tick after 99. */
export function progressAfter(ticks: number): number {
  const rising = Math.min(PROGRESS_CEILING, Math.max(0, Math.floor(ticks)) * PROGRESS_STEP);
  if (rising < PROGRESS_CEILING) return rising;
  const ticksToCeiling = Math.ceil(PROGRESS_CEILING / PROGRESS_STEP);
  return ticks > ticksToCeiling ? 100 : PROGRESS_CEILING;
}

export function progressMessage(value: number): ProgressMessage | 'ready' {
  if (value >= 100) return 'ready';
  return PROGRESS_MESSAGES[Math.min(PROGRESS_MESSAGES.length - 1, Math.floor(value / PROGRESS_STEP))]!;
}

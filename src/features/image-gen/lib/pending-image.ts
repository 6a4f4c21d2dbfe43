import type { AspectRatio } from './flux-options';

/** The image being generated: shown first in the collection until the real one arrives. */
export interface PendingImage {
  prompt: string;
  aspectRatio: AspectRatio;
  startedAt: number;
}

/** CSS aspect-ratio of a Flux ratio ('16:9' → '16 / 9'). */
export const cssAspect = (ratio: AspectRatio) => ratio.replace(':', ' / ');

export function startPending(prompt: string, aspectRatio: AspectRatio): PendingImage {
  return { prompt, aspectRatio, startedAt: Date.now() };
}

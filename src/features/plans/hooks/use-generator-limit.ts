import { useAuthContext } from '@/features/auth';
import { useFluxUsageQuery } from '../api/get-flux-usage';
import { useVideoUsageQuery } from '../api/get-video-usage';
import { generatorLimitReached, type GeneratorKind, type GeneratorUsage } from '../lib/generator-usage';
import type { Tier } from '../lib/tier';
import { useCurrentPlan } from '../state/current-plan';

export interface GeneratorLimit {
  /** The monthly limit is reached: show the overlay, do not generate. */
  reached: boolean;
  tier: Tier;
  usage: GeneratorUsage | undefined;
}

/** This month's image (/e/get-flux-usage) or video (/e/get-video-usage) limit of a signed-in user. */
export function useGeneratorLimit(kind: GeneratorKind): GeneratorLimit {
  const { isAuthenticated } = useAuthContext();
  const { tier } = useCurrentPlan();
  const flux = useFluxUsageQuery(isAuthenticated && kind === 'image');
  const video = useVideoUsageQuery(isAuthenticated && kind === 'video');
  const usage = isAuthenticated ? (kind === 'image' ? flux.data : video.data) : undefined;
  return { reached: generatorLimitReached(usage), tier, usage };
}

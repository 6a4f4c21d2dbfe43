import { z } from 'zod/mini';
import { usageFigure } from './usage-limits';

/** The image (Flux) and video generators, each with its own monthly limit. */
export type GeneratorKind = 'image' | 'video';

/**
 * POST /e/get-flux-usage and /e/get-video-usage (spec section 7 names the calls, not their answers):
 * a status, and where given the count, the limit and what is left.
 */
export const generatorUsageSchema = z.object({
  success: z.optional(z.boolean()),
  status: z.nullish(z.string()),
  usage_count: usageFigure,
  max_usage: usageFigure,
  left: usageFigure,
});
export type GeneratorUsage = z.infer<typeof generatorUsageSchema>;

const REACHED_STATUS = /^max|limit/;

/**
 * Whether the generator's monthly limit is reached: a status like max-limit, else nothing left, else
 * the count at the limit. An answer without success or figures (no session) is not a reached limit.
 */
export function generatorLimitReached(usage: GeneratorUsage | null | undefined): boolean {
  if (!usage || usage.success === false) return false;
  const status = (usage.status ?? '').trim().toLowerCase();
  if (REACHED_STATUS.test(status)) return true;
  if (usage.left !== null) return usage.left <= 0;
  if (usage.max_usage !== null && usage.usage_count !== null) return usage.usage_count >= usage.max_usage;
  return false;
}

import { useAuthContext } from '@/features/auth';
import { useCurrentPlan, useGeneratorLimit } from '@/features/plans';
import { useImageAccessQuery } from '../api/image-access';
import { isInvalidAccess } from '../lib/image-access-rules';

/**
 * Who may generate: `register` (a guest: the register gate), `pricing` (signed in without a plan: the
 * pricing gate), `limit` (a plan whose access check says invalid or whose monthly limit is reached:
 * the overlay), `ok`. `checking` while the answers are still on their way.
 */
export type ImageGenAccess = 'register' | 'pricing' | 'limit' | 'checking' | 'ok';

export function useImageGenAccess(): ImageGenAccess {
  const { isAuthenticated } = useAuthContext();
  const plan = useCurrentPlan();
  const access = useImageAccessQuery(isAuthenticated);
  const limit = useGeneratorLimit('image');
  if (!isAuthenticated) return 'register';
  if (!plan.resolved) return 'checking';
  if (plan.tier === 'free') return 'pricing';
  if (limit.reached || isInvalidAccess(access.data)) return 'limit';
  return access.isPending ? 'checking' : 'ok';
}

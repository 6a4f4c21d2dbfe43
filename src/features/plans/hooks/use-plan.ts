import { useMemo } from 'react';
import type { User } from '@/lib/schemas/user';
import { badgeFor, planFlags, type Badge, type PlanFlags } from '../lib/tier';

export function usePlan(user: User | undefined): PlanFlags & { badge: Badge } {
  return useMemo(() => {
    const flags = planFlags(user);
    return { ...flags, badge: badgeFor(flags) };
  }, [user]);
}

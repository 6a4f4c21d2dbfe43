export { planFlags, badgeFor, PAID_TIERS, type Tier, type PlanFlags, type Badge } from './lib/tier';
export { TierBadge } from './components/tier-badge';
export { usePlan } from './hooks/use-plan';
export { useProviderAuthQuery, authenticateV2, SESSION_COOKIE } from './api/authenticate-v2';

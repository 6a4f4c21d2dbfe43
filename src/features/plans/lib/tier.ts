export const PAID_TIERS = [
  'basic',
  'pro',
  'advanced',
  'promax',
  'enterprise',
  'teammax',
  'officemax',
  'enterprisemax',
] as const;

export type PaidTier = (typeof PAID_TIERS)[number];
export type Tier = 'guest' | 'free' | PaidTier;

export type PlanFlags = { tier: Tier; isPro: boolean; isProMax: boolean; isEnterprise: boolean };

export type Badge = 'FREE' | 'PRO' | 'PRO MAX';

/** Spec section 4 'Tier flags': any non-basic, non-empty tier is pro; PROMAX and ENTERPRISE add their own flag. */
export function planFlags(
  input: { email?: string | null; subscription_type?: string | null } | undefined,
): PlanFlags {
  if (!input?.email) return { tier: 'guest', isPro: false, isProMax: false, isEnterprise: false };
  const type = (input.subscription_type ?? '').trim().toLowerCase();
  const tier: Tier = (PAID_TIERS as readonly string[]).includes(type) ? (type as PaidTier) : 'free';
  return {
    tier,
    isPro: type !== '' && type !== 'basic',
    isProMax: type === 'promax',
    isEnterprise: type === 'enterprise',
  };
}

export function badgeFor(flags: PlanFlags): Badge {
  if (flags.isProMax) return 'PRO MAX';
  if (flags.isPro) return 'PRO';
  return 'FREE';
}

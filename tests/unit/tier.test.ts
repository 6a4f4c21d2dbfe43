import { badgeFor, planFlags } from '@/features/plans';

describe('plan flags and badges', () => {
  it.each([
    [undefined, 'guest', 'FREE'],
    [{ email: null, subscription_type: 'PRO' }, 'guest', 'FREE'],
    [{ email: 'a@b.c', subscription_type: '' }, 'free', 'FREE'],
    [{ email: 'a@b.c', subscription_type: 'BASIC' }, 'basic', 'FREE'],
    [{ email: 'a@b.c', subscription_type: 'PRO' }, 'pro', 'PRO'],
    [{ email: 'a@b.c', subscription_type: 'advanced' }, 'advanced', 'PRO'],
    [{ email: 'a@b.c', subscription_type: 'PROMAX' }, 'promax', 'PRO MAX'],
    [{ email: 'a@b.c', subscription_type: 'promax' }, 'promax', 'PRO MAX'],
    [{ email: 'a@b.c', subscription_type: 'ENTERPRISE' }, 'enterprise', 'PRO'],
    [{ email: 'a@b.c', subscription_type: 'teammax' }, 'teammax', 'PRO'],
    [{ email: 'a@b.c', subscription_type: 'officemax' }, 'officemax', 'PRO'],
    [{ email: 'a@b.c', subscription_type: 'enterprisemax' }, 'enterprisemax', 'PRO'],
  ])('%j is %s with badge %s', (user, tier, badge) => {
    const flags = planFlags(user);
    expect(flags.tier).toBe(tier);
    expect(badgeFor(flags)).toBe(badge);
  });

  it('sets the promax and enterprise flags only for those tiers', () => {
    expect(planFlags({ email: 'a@b.c', subscription_type: 'PROMAX' })).toMatchObject({
      isPro: true,
      isProMax: true,
      isEnterprise: false,
    });
    expect(planFlags({ email: 'a@b.c', subscription_type: 'ENTERPRISE' })).toMatchObject({
      isPro: true,
      isProMax: false,
      isEnterprise: true,
    });
    expect(planFlags({ email: 'a@b.c', subscription_type: 'BASIC' })).toMatchObject({ isPro: false });
  });
});

import { limitOverlay, type Tier } from '@/features/plans';

describe('monthly-limit overlays by tier', () => {
  it.each([
    ['guest', 'choose-plan', null, 'pricing'],
    ['free', 'choose-plan', null, 'pricing'],
    ['basic', 'upgrade', 'Pro', 'upgrade'],
    ['pro', 'upgrade', null, 'upgrade'],
    ['advanced', 'upgrade', 'Pro Max', 'upgrade'],
    ['promax', 'resets', null, 'account'],
    ['enterprise', 'resets', null, 'account'],
    ['enterprisemax', 'resets', null, 'account'],
    ['teammax', 'upgrade', 'Office Max', 'upgrade'],
    ['officemax', 'upgrade', 'Enterprise Max', 'upgrade'],
  ] as const)('%s: %s %s via %s', (tier, kind, target, link) => {
    expect(limitOverlay(tier as Tier)).toMatchObject({ kind, target, link });
  });

  it('names the plan in the upgrade wording only when there is one', () => {
    expect(limitOverlay('advanced')).toMatchObject({
      bodyKey: 'plans.overlay.body_upgrade_to',
      actionKey: 'plans.overlay.action_upgrade_to',
      values: { plan: 'Pro Max' },
    });
    expect(limitOverlay('pro')).toMatchObject({
      bodyKey: 'plans.overlay.body_upgrade',
      actionKey: 'plans.overlay.action_upgrade',
      values: {},
    });
  });
});

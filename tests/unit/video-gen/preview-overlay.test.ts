import { limitOverlay, type Tier } from '@/features/plans';
import { videoPreviewOverlay } from '@/features/video-gen/lib/preview-overlay';

const UPGRADE = 'videogen:limit_preview.body_upgrade';
const UPGRADE_TO = 'videogen:limit_preview.body_upgrade_to';
const RESETS = 'videogen:limit_preview.body_resets';

describe("the overlay after 'Video is ready', by tier (spec section 4)", () => {
  it.each([
    ['guest', 'plans.overlay.body_choose_plan', 'plans.overlay.action_choose_plan', {}, 'pricing'],
    ['free', 'plans.overlay.body_choose_plan', 'plans.overlay.action_choose_plan', {}, 'pricing'],
    ['basic', UPGRADE_TO, 'plans.overlay.action_upgrade_to', { plan: 'Pro' }, 'upgrade'],
    ['pro', UPGRADE, 'plans.overlay.action_upgrade', {}, 'upgrade'],
    ['advanced', UPGRADE_TO, 'plans.overlay.action_upgrade_to', { plan: 'Pro Max' }, 'upgrade'],
    ['promax', RESETS, 'plans.overlay.action_account', {}, 'account'],
    ['enterprise', RESETS, 'plans.overlay.action_account', {}, 'account'],
    ['enterprisemax', RESETS, 'plans.overlay.action_account', {}, 'account'],
    ['teammax', UPGRADE_TO, 'plans.overlay.action_upgrade_to', { plan: 'Office Max' }, 'upgrade'],
    ['officemax', UPGRADE_TO, 'plans.overlay.action_upgrade_to', { plan: 'Enterprise Max' }, 'upgrade'],
  ] as const)('%s: %s, %s via %s', (tier, bodyKey, actionKey, values, link) => {
    expect(videoPreviewOverlay(tier as Tier)).toEqual({
      titleKey: 'videogen:limit_preview.title',
      bodyKey,
      actionKey,
      values,
      link,
    });
  });

  it("takes the tier table's action and link, and never says the month's limit is reached", () => {
    const tiers: Tier[] = ['guest', 'free', 'basic', 'pro', 'advanced', 'promax', 'enterprise'];
    for (const tier of [...tiers, 'enterprisemax', 'teammax', 'officemax'] as Tier[]) {
      const preview = videoPreviewOverlay(tier);
      const limit = limitOverlay(tier);
      expect(preview).toMatchObject({ actionKey: limit.actionKey, link: limit.link, values: limit.values });
      expect(preview.titleKey).not.toBe(limit.titleKey);
    }
  });
});

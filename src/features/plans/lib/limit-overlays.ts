import type { Tier } from './tier';

/** Plan names the overlays offer; product names, the same in every language. */
export type UpgradeTarget = 'Pro' | 'Pro Max' | 'Office Max' | 'Enterprise Max';

export interface LimitOverlay {
  /** upgrade: an upgrade button; resets: wait for next month; choose-plan: the plan selector. */
  kind: 'upgrade' | 'resets' | 'choose-plan';
  /** The plan the upgrade button names; null = a plain 'Upgrade'. */
  target: UpgradeTarget | null;
  titleKey: string;
  bodyKey: string;
  actionKey: string;
  /** Interpolation values of bodyKey and actionKey. */
  values: { plan?: UpgradeTarget };
  /** Where the action goes: the upgrade page (with ppg), the account page, or pricing for sign-up. */
  link: 'upgrade' | 'account' | 'pricing';
}

const TITLE = 'plans.overlay.title';

function upgrade(target: UpgradeTarget | null): LimitOverlay {
  return {
    kind: 'upgrade',
    target,
    titleKey: TITLE,
    bodyKey: target ? 'plans.overlay.body_upgrade_to' : 'plans.overlay.body_upgrade',
    actionKey: target ? 'plans.overlay.action_upgrade_to' : 'plans.overlay.action_upgrade',
    values: target ? { plan: target } : {},
    link: 'upgrade',
  };
}

const RESETS: LimitOverlay = {
  kind: 'resets',
  target: null,
  titleKey: TITLE,
  bodyKey: 'plans.overlay.body_resets',
  actionKey: 'plans.overlay.action_account',
  values: {},
  link: 'account',
};

const CHOOSE_PLAN: LimitOverlay = {
  kind: 'choose-plan',
  target: null,
  titleKey: TITLE,
  bodyKey: 'plans.overlay.body_choose_plan',
  actionKey: 'plans.overlay.action_choose_plan',
  values: {},
  link: 'pricing',
};

/**
 * The monthly-limit overlay of the image and video generators, by tier (spec section 4 'Monthly-limit
 * overlays by tier'). 'pro | upgrade' names no plan, so its button is a plain Upgrade. A registered
 * free user has no plan either and gets the plan selector, like a guest.
 */
export function limitOverlay(tier: Tier): LimitOverlay {
  switch (tier) {
    case 'basic':
      return upgrade('Pro');
    case 'pro':
      return upgrade(null);
    case 'advanced':
      return upgrade('Pro Max');
    case 'teammax':
      return upgrade('Office Max');
    case 'officemax':
      return upgrade('Enterprise Max');
    case 'promax':
    case 'enterprise':
    case 'enterprisemax':
      return RESETS;
    case 'free':
    case 'guest':
      return CHOOSE_PLAN;
  }
}

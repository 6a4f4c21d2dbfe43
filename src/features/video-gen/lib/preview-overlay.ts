import { limitOverlay, type Tier } from '@/features/plans';

/** What the overlay after a simulated generation says and offers (keys of the default namespace). */
interface PreviewOverlay {
  titleKey: string;
  bodyKey: string;
  actionKey: string;
  values: { plan?: string };
  /** Where the action goes (see plans' planLink). */
  link: 'upgrade' | 'account' | 'pricing';
}

/**
 * The overlay that follows 'Video is ready' (spec section 4: the shown part never really generates;
 * the simulated progress flips to the plan's overlay). Its action is the tier's, from the 'Monthly-limit
 * overlays by tier' table (upgrade, upgrade to the next plan, the account page with the month's reset,
 * or the plan selector), but its words are its own: the month's allowance is not used up (the usage
 * call says so, and nothing was counted), so it does not say 'Monthly limit reached'; it says what
 * generating the full video needs.
 */
export function videoPreviewOverlay(tier: Tier): PreviewOverlay {
  const overlay = limitOverlay(tier);
  const bodyKey =
    overlay.kind === 'choose-plan'
      ? overlay.bodyKey
      : overlay.kind === 'resets'
        ? 'videogen:limit_preview.body_resets'
        : overlay.target
          ? 'videogen:limit_preview.body_upgrade_to'
          : 'videogen:limit_preview.body_upgrade';
  return {
    titleKey: 'videogen:limit_preview.title',
    bodyKey,
    actionKey: overlay.actionKey,
    values: overlay.values,
    link: overlay.link,
  };
}

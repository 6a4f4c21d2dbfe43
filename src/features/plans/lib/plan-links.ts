import { planGroup, upgradePageUrl, type PlanGroupInput } from './upgrade-url';
import type { UsageModal } from './usage-limits';

/**
 * Where a limit modal or overlay sends the user. The spec names the targets but not their paths on
 * the registration site, so these paths are ours: /pricing (as the register popup), /my-account and
 * /contact-us.
 */
export type PlanLinkTarget = 'upgrade' | 'pricing' | 'account' | 'support';

export interface PlanLinkSites {
  upgradeUrl: string;
  startSiteUrl: string;
}

export function planLink(target: PlanLinkTarget, sites: PlanLinkSites, cookies: PlanGroupInput = {}): string {
  const base = sites.startSiteUrl.replace(/\/+$/, '');
  switch (target) {
    case 'upgrade':
      return upgradePageUrl(sites.upgradeUrl, cookies);
    case 'pricing': {
      const url = new URL(`${base}/pricing`);
      url.searchParams.set('ppg', planGroup(cookies));
      return url.toString();
    }
    case 'account':
      return `${base}/my-account`;
    case 'support':
      return `${base}/contact-us`;
  }
}

/** The usage modal's action: upgrade (PRO MAX), switch to PRO (trial) or contact support. */
export function usageModalTarget(modal: Pick<UsageModal, 'variant'>): PlanLinkTarget {
  return modal.variant === 'support' ? 'support' : 'upgrade';
}

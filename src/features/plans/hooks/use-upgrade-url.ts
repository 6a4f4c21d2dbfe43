import { useRuntimeConfig } from '@/lib/runtime-config';
import { readPopupCookies } from '../lib/gate-inputs';
import { upgradePageUrl } from '../lib/upgrade-url';

/** The external upgrade page with the visitor's plan group: ppg (default 59), or 182 for a promo code. */
export function useUpgradeUrl(): string {
  const { upgradeUrl } = useRuntimeConfig();
  const { ppg, promo } = readPopupCookies();
  return upgradePageUrl(upgradeUrl, { ppg, promo });
}

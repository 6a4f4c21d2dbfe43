import { readCookie } from '@/lib/cookies';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { planLink, type PlanLinkTarget } from '../lib/plan-links';

/** A limit modal's or overlay's link, with the plan group from the ppg and promo cookies. */
export function usePlanLink(target: PlanLinkTarget): string {
  const config = useRuntimeConfig();
  return planLink(target, config, { ppg: readCookie('ppg'), promo: readCookie('promo') });
}

import { promoPlanGroup } from './promo';

/** 'plan group default 59' (spec section 9). */
export const DEFAULT_PLAN_GROUP = '59';
/** 'popup default 97' (spec section 9): the pricing page inside the register popup. */
export const POPUP_PLAN_GROUP = '97';
/** Plan groups whose pricing popup is the narrower one (spec section 9). */
export const NARROW_POPUP_PLAN_GROUPS: readonly string[] = [
  '03',
  '05',
  '06',
  '07',
  '11',
  '15',
  '60',
  '62',
  '72',
  '78',
  '84',
  '100',
  '103',
  '111',
  '182',
];

const PLAN_GROUP_PATTERN = /^\d{1,4}$/;

export interface PlanGroupInput {
  /** The ppg cookie or query value. */
  ppg?: string | null;
  /** The promo cookie or query value. */
  promo?: string | null;
}

/** A valid promo code wins (182); else a well-formed ppg; else the fallback. */
export function planGroup(input: PlanGroupInput, fallback: string = DEFAULT_PLAN_GROUP): string {
  const fromPromo = promoPlanGroup(input.promo);
  if (fromPromo) return fromPromo;
  const ppg = (input.ppg ?? '').trim();
  return PLAN_GROUP_PATTERN.test(ppg) ? ppg : fallback;
}

export function isNarrowPopupPlanGroup(ppg: string): boolean {
  return NARROW_POPUP_PLAN_GROUPS.includes(ppg.trim());
}

/** The external upgrade page with the plan group: `{upgradeUrl}?ppg=59` (promo codes give 182). */
export function upgradePageUrl(upgradeUrl: string, input: PlanGroupInput = {}): string {
  const url = new URL(upgradeUrl);
  url.searchParams.set('ppg', planGroup(input));
  return url.toString();
}

export interface RegisterFrameInput extends PlanGroupInput {
  startSiteUrl: string;
  /** The user_email cookie: without it the frame shows register-auth, with it pricing. */
  userEmail?: string | null;
  /** The show_compare and two_tile cookies ('true' or '1' turn them on). */
  showCompare?: string | null;
  twoTile?: string | null;
}

const isOn = (value: string | null | undefined) => ['true', '1'].includes((value ?? '').trim().toLowerCase());

/**
 * The register popup's frame on the registration site (spec section 2 'Dialogs'): register-auth for
 * a visitor without a stored user_email, otherwise pricing with the popup plan group (default 97) and,
 * when their cookies say so, show_compare=true and two_tile=true.
 */
export function registerFrameUrl(input: RegisterFrameInput): string {
  const base = input.startSiteUrl.replace(/\/+$/, '');
  if (!(input.userEmail ?? '').trim()) return `${base}/register-auth`;
  const url = new URL(`${base}/pricing`);
  url.searchParams.set('ppg', planGroup(input, POPUP_PLAN_GROUP));
  if (isOn(input.showCompare)) url.searchParams.set('show_compare', 'true');
  if (isOn(input.twoTile)) url.searchParams.set('two_tile', 'true');
  return url.toString();
}

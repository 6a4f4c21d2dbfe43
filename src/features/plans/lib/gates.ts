import type { Tier } from './tier';

/** The cookies the gate logic reads (spec section 3, carried from the query string). */
export interface GateCookies {
  flow?: string | null;
  n_flow?: string | null;
  rdct?: string | null;
  r_flow?: string | null;
  wflow?: string | null;
  user_plan?: string | null;
}

export const GATE_COOKIE_NAMES = ['flow', 'n_flow', 'rdct', 'r_flow', 'wflow', 'user_plan'] as const;

/**
 * rdct values that send a visitor without a plan to pricing-redirect. The spec says only 'a known
 * set' (section 4, step 2); we take the flow codes 01 to 05 of step 3.
 */
export const PRICING_REDIRECT_RDCT: readonly string[] = ['01', '02', '03', '04', '05'];

/** r_flow values that send to a registration page (step 3). */
export const REGISTRATION_R_FLOWS: readonly string[] = ['chatai', 'dreamphoto', 'chatpdf'];

/** The registration page chosen by flow (step 3): default register. */
export const REGISTRATION_PAGES = {
  '02': 'register-b',
  '03': 'register-x',
  '04': 'select-account-type-d',
  '05': 'aurora-register',
} as const;

export type RegistrationPage = 'register' | (typeof REGISTRATION_PAGES)[keyof typeof REGISTRATION_PAGES];

/** The action the gate stands in front of: the register prompt or the pricing / upgrade popup. */
export type GateAction = 'register' | 'pricing';

export type GateDecision =
  | { kind: 'redirect'; page: 'pricing-redirect'; rule: 'flow' | 'rdct' }
  | { kind: 'redirect'; page: RegistrationPage; rule: 'r_flow' }
  | { kind: 'redirect'; page: 'registration-redirect'; rule: 'wflow' }
  | { kind: 'run' };

const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** 'no user plan': no user_plan cookie and no paid tier. */
function hasPlan(cookies: GateCookies, tier: Tier): boolean {
  return norm(cookies.user_plan) !== '' || (tier !== 'guest' && tier !== 'free');
}

export function registrationPage(flow: string | null | undefined): RegistrationPage {
  const key = (flow ?? '').trim();
  return Object.hasOwn(REGISTRATION_PAGES, key)
    ? REGISTRATION_PAGES[key as keyof typeof REGISTRATION_PAGES]
    : 'register';
}

/** wflow 01: closing or gating the register popup goes to the registration-redirect page instead. */
export function isRegistrationRedirectFlow(cookies: GateCookies): boolean {
  return (cookies.wflow ?? '').trim() === '01';
}

/**
 * The gate logic run before any upgrade or register popup (spec section 4):
 * 1. flow and n_flow both chatapp and no user plan → pricing-redirect;
 * 2. else rdct in the known set and no plan → pricing-redirect;
 * 3. else r_flow chatai, dreamphoto or chatpdf → the registration page chosen by flow;
 * 4. otherwise run the action, except that the register prompt under wflow 01 becomes the
 *    registration-redirect page (spec section 2 'Dialogs' and section 4 'Model choice').
 */
export function decideGate(cookies: GateCookies, tier: Tier, action: GateAction = 'pricing'): GateDecision {
  const planned = hasPlan(cookies, tier);
  if (norm(cookies.flow) === 'chatapp' && norm(cookies.n_flow) === 'chatapp' && !planned) {
    return { kind: 'redirect', page: 'pricing-redirect', rule: 'flow' };
  }
  if (PRICING_REDIRECT_RDCT.includes((cookies.rdct ?? '').trim()) && !planned) {
    return { kind: 'redirect', page: 'pricing-redirect', rule: 'rdct' };
  }
  if (REGISTRATION_R_FLOWS.includes(norm(cookies.r_flow))) {
    return { kind: 'redirect', page: registrationPage(cookies.flow), rule: 'r_flow' };
  }
  if (action === 'register' && isRegistrationRedirectFlow(cookies)) {
    return { kind: 'redirect', page: 'registration-redirect', rule: 'wflow' };
  }
  return { kind: 'run' };
}

/** The address a redirect decision goes to, on the registration site; null for 'run'. */
export function gateRedirectUrl(decision: GateDecision, startSiteUrl: string): string | null {
  if (decision.kind === 'run') return null;
  return `${startSiteUrl.replace(/\/+$/, '')}/${decision.page}`;
}

import { readCookie } from '@/lib/cookies';
import { GATE_COOKIE_NAMES, type GateCookies } from './gates';

/**
 * What the gate logic reads: the gate cookies, with the current address's query winning. Only some of
 * them are carried into cookies (n_flow and r_flow are not, spec section 3), yet a visitor who arrives
 * with `?flow=chatapp&n_flow=chatapp` is gated by them.
 */
export function gateInputs(cookies: GateCookies, search: string): GateCookies {
  const params = new URLSearchParams(search);
  const merged: GateCookies = { ...cookies };
  for (const name of GATE_COOKIE_NAMES) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') merged[name] = value;
  }
  return merged;
}

export function readGateInputs(): GateCookies {
  const cookies = Object.fromEntries(GATE_COOKIE_NAMES.map((name) => [name, readCookie(name)]));
  return gateInputs(cookies as GateCookies, typeof location === 'undefined' ? '' : location.search);
}

/** The cookies the register popup reads (spec section 2 'Dialogs' and section 3). */
export interface PopupCookies {
  userEmail: string | null;
  showCompare: string | null;
  twoTile: string | null;
  ppg: string | null;
  promo: string | null;
  regPop: string | null;
}

export function readPopupCookies(): PopupCookies {
  return {
    userEmail: readCookie('user_email'),
    showCompare: readCookie('show_compare'),
    twoTile: readCookie('two_tile'),
    ppg: readCookie('ppg'),
    promo: readCookie('promo'),
    regPop: readCookie('reg_pop'),
  };
}

/** reg_pop=1 shows the in-app register prompt instead of the registration site's frame. */
export function isInAppRegisterVariant(regPop: string | null | undefined): boolean {
  return (regPop ?? '').trim() === '1';
}

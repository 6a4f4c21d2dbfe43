import { writeCookie } from '../cookies';

/** Query parameters kept as cookies when non-empty (spec section 3): 30 days, secure, Lax, path /. */
export const CARRIED_QUERY_KEYS = [
  'keyword',
  'adid',
  'regRedirectWP',
  'ppg',
  'flow',
  'pmt',
  'kt8typtb',
  'locales',
  'p_toggle',
  'price_click',
  'pp_ctaclr',
  'f_sle',
  'splash',
  'verify',
  'rdct',
  'mode',
  'promo',
  'reg_pop',
  'chat_dsng',
  'wflow',
  'show_compare',
  'two_tile',
  'a_desc',
] as const;

export function cookiesToCarry(search: string): Array<[string, string]> {
  const params = new URLSearchParams(search);
  const carried: Array<[string, string]> = [];
  for (const key of CARRIED_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') carried.push([key, value]);
  }
  return carried;
}

export function carryQueryToCookies(search: string): void {
  for (const [key, value] of cookiesToCarry(search)) writeCookie(key, value, { days: 30, sameSite: 'Lax' });
}

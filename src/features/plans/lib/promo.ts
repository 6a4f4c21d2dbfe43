/** The plan group every valid promo code selects (spec sections 5 and 9). */
export const PROMO_PLAN_GROUP = '182';

/**
 * The promo codes of spec section 5, compared case-insensitively. '{product}25OFF' is any product
 * name (letters and digits, at least one) followed by 25OFF, e.g. CHATBOT25OFF.
 */
const PROMO_PATTERNS: readonly RegExp[] = [
  /^just15$/i,
  /^[a-z0-9]+25off$/i,
  /^aifor\$15$/i,
  /^save25$/i,
  /^start15$/i,
];

export function isPromoCode(code: string | null | undefined): boolean {
  const trimmed = (code ?? '').trim();
  return trimmed !== '' && PROMO_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/** The plan group of a promo code: 182 for the known codes, null for anything else (ignored). */
export function promoPlanGroup(code: string | null | undefined): string | null {
  return isPromoCode(code) ? PROMO_PLAN_GROUP : null;
}

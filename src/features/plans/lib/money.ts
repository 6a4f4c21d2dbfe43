import { LANGUAGES, type LanguageCode } from '@/lib/i18n';

/**
 * Currency symbols (spec section 9). Where a currency has no widely read Latin-script symbol (SAR,
 * AED, CHF) its code is the symbol, so right-to-left script never lands inside a left-to-right price.
 */
export const CURRENCY_SYMBOLS = {
  usd: '$',
  eur: '€',
  gbp: '£',
  brl: 'R$',
  sar: 'SAR',
  czk: 'Kč',
  aed: 'AED',
  chf: 'CHF',
  sek: 'kr',
  pln: 'zł',
  ron: 'lei',
  huf: 'Ft',
  dkk: 'kr',
  bgn: 'лв',
  try: '₺',
} as const;

export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;

/** The number locale of each interface language. */
export const NUMBER_LOCALES = Object.fromEntries(
  LANGUAGES.map((entry) => [entry.code, entry.locale]),
) as Record<LanguageCode, string>;

export function isCurrencyCode(value: string | null | undefined): value is CurrencyCode {
  return (value ?? '').toLowerCase() in CURRENCY_SYMBOLS;
}

/** The symbol of a currency code (any case); an unknown code is shown upper-cased. */
export function currencySymbol(code: string): string {
  const lower = code.trim().toLowerCase();
  return isCurrencyCode(lower) ? CURRENCY_SYMBOLS[lower] : code.trim().toUpperCase();
}

/** Cents decide: 12.001 shows as 12, 12.5 as 12.50. */
const isWhole = (amount: number) => Math.round(amount * 100) % 100 === 0;

function options(amount: number): Intl.NumberFormatOptions {
  const digits = isWhole(amount) ? 0 : 2;
  // 'always': Spanish and Polish would otherwise leave four-digit numbers ungrouped.
  return { useGrouping: 'always', minimumFractionDigits: digits, maximumFractionDigits: digits };
}

/** An amount with thousands separators and two decimals unless whole, in the language's locale. */
export function formatAmount(amount: number, language: LanguageCode): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], options(amount)).format(amount);
}

/**
 * A price: the amount as formatAmount gives it, with our symbol where the language puts a currency
 * (before the amount in English, after it in German, ...).
 */
export function formatMoney(amount: number, currency: string, language: LanguageCode): string {
  const code = currency.trim().toUpperCase();
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(NUMBER_LOCALES[language], {
      ...options(amount),
      style: 'currency',
      currency: code,
    }).formatToParts(amount);
  } catch {
    return `${currencySymbol(code)}${formatAmount(amount, language)}`;
  }
  const symbol = currencySymbol(code);
  return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}

import { localeFor } from './languages';

/** A number as the interface language writes it ('3.5' in English, '3,5' in German), up to `maxDigits` decimals. */
export function formatNumber(value: number, language: string | null | undefined, maxDigits = 2): string {
  return new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: maxDigits }).format(value);
}

/** A share (0.5) as the interface language writes a percentage ('50%' in English, '50 %' in German). */
export function formatPercent(share: number, language: string | null | undefined): string {
  return new Intl.NumberFormat(localeFor(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}

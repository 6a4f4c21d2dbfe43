import { localeFor } from './languages';

/**
 * Numbers as the interface language writes and reads them (issue #27): every figure the tools show
 * goes through here, never through the browser's locale (Chromium's `<input type="number">` writes
 * '3.5' on a German page because it follows the browser, not the page).
 */

/**
 * A number as the interface language writes it ('3.5' in English, '3,5' in German), up to `maxDigits`
 * decimals. `grouping: false` leaves out thousands separators (a field's value, a pixel size).
 */
export function formatNumber(
  value: number,
  language: string | null | undefined,
  maxDigits = 2,
  grouping = true,
): string {
  return new Intl.NumberFormat(localeFor(language), {
    maximumFractionDigits: maxDigits,
    useGrouping: grouping,
  }).format(value);
}

/** A share (0.5) as the interface language writes a percentage ('50%' in English, '50 %' in German). */
export function formatPercent(share: number, language: string | null | undefined): string {
  return new Intl.NumberFormat(localeFor(language), { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}

/** The language's decimal and group separators (',' and '.' in German). */
function separators(language: string | null | undefined): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(localeFor(language)).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

const PLAIN_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const GROUPED_WHOLE = /^[-+]?\d{1,3}(?:[.,]\d{3})+$/;

/**
 * What a person typed into a number field, read in the interface language; null if it is not a
 * number. Either ',' or '.' is taken as the decimal mark ('3,5' and '3.5' are both 3.5 in every
 * language, since phones' decimal keypads offer only one of them); only where both appear ('1.234,5')
 * do the language's group and decimal separators decide. In a whole-number field (`whole`) marks
 * between groups of three digits are thousands separators ('1,024' and '1.024' are 1024). Spaces and a
 * typographic minus are allowed.
 */
export function parseNumber(text: string, language: string | null | undefined, whole = false): number | null {
  let plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  if (whole && GROUPED_WHOLE.test(plain)) plain = plain.replace(/[.,]/g, '');
  const marks: string[] = plain.match(/[.,]/g) ?? [];
  if (new Set(marks).size > 1) {
    const { decimal, group } = separators(language);
    // The decimal mark comes once, after every group mark.
    if (marks.at(-1) !== decimal || marks.indexOf(decimal) !== marks.length - 1) return null;
    plain = plain.split(group).join('');
  }
  plain = plain.replace(',', '.');
  if (!PLAIN_NUMBER.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

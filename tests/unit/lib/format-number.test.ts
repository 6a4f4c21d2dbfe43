import { formatNumber, formatPercent, parseNumber } from '@/lib/i18n';

describe('numbers in the interface language', () => {
  it('writes decimals as the language does', () => {
    expect(formatNumber(3.5, 'en')).toBe('3.5');
    expect(formatNumber(3.5, 'de')).toBe('3,5');
    expect(formatNumber(0.25, 'de')).toBe('0,25');
    expect(formatNumber(0.25, 'fr')).toBe('0,25');
    expect(formatNumber(8, 'de')).toBe('8');
    expect(formatNumber(0.5, 'pt-BR')).toBe('0,5');
    expect(formatNumber(0.5, 'zh')).toBe('0.5');
  });

  it('groups thousands as the language does, unless asked not to', () => {
    expect(formatNumber(1920, 'en')).toBe('1,920');
    expect(formatNumber(1920, 'de')).toBe('1.920');
    expect(formatNumber(1920, 'de', 0, false)).toBe('1920');
    expect(formatNumber(1024.5, 'ru', 1, false)).toBe('1024,5');
  });

  it('rounds to the digits asked for', () => {
    expect(formatNumber(0.55, 'de', 1)).toBe('0,6');
    expect(formatNumber(2 / 3, 'en')).toBe('0.67');
  });

  it('writes percentages as the language does', () => {
    expect(formatPercent(1.5, 'en')).toBe('150%');
    expect(formatPercent(1.5, 'de')).toBe('150\u00a0%');
    expect(formatPercent(0.25, 'zh')).toBe('25%');
  });
});

describe('reading what is typed into a number field', () => {
  it('takes a comma or a point as the decimal mark in any language', () => {
    for (const language of ['en', 'de', 'fr', 'zh']) {
      expect(parseNumber('3,5', language)).toBe(3.5);
      expect(parseNumber('3.5', language)).toBe(3.5);
    }
    expect(parseNumber('0,05', 'pt-BR')).toBe(0.05);
    expect(parseNumber(',5', 'de')).toBe(0.5);
    expect(parseNumber('3,', 'de')).toBe(3);
  });

  it('reads what the field itself wrote', () => {
    for (const language of ['en', 'de', 'ru', 'pl', 'tr']) {
      expect(parseNumber(formatNumber(7.25, language, 2, false), language)).toBe(7.25);
    }
  });

  it('uses the language to tell groups from decimals when both marks appear', () => {
    expect(parseNumber('1.234,5', 'de')).toBe(1234.5);
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseNumber('1,234.5', 'de')).toBeNull();
  });

  it('reads groups of three in a whole-number field as thousands', () => {
    expect(parseNumber('1,024', 'en', true)).toBe(1024);
    expect(parseNumber('1.024', 'de', true)).toBe(1024);
    expect(parseNumber('1,024', 'en')).toBe(1.024);
    expect(parseNumber('12', 'de', true)).toBe(12);
  });

  it('allows spaces, a sign and the typographic minus', () => {
    expect(parseNumber(' 2 ', 'en')).toBe(2);
    expect(parseNumber('1\u00a0000', 'fr', true)).toBe(1000);
    expect(parseNumber('\u22121,5', 'de')).toBe(-1.5);
    expect(parseNumber('-0.5', 'en')).toBe(-0.5);
    expect(parseNumber('+4', 'en')).toBe(4);
  });

  it('refuses anything that is not a number', () => {
    for (const text of ['', ' ', 'abc', '3,5,5', '1.2.3', '2e3', '--1', '.', ',', '0x10', 'Infinity']) {
      expect(parseNumber(text, 'de')).toBeNull();
    }
  });
});

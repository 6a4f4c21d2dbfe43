import { formatNumber, formatPercent } from '@/lib/i18n';

describe('numbers in the interface language', () => {
  it('writes decimals as the language does', () => {
    expect(formatNumber(3.5, 'en')).toBe('3.5');
    expect(formatNumber(3.5, 'de')).toBe('3,5');
    expect(formatNumber(0.25, 'de')).toBe('0,25');
    expect(formatNumber(0.25, 'fr')).toBe('0,25');
    expect(formatNumber(8, 'de')).toBe('8');
    expect(formatNumber(0.5, 'pt-BR')).toBe('0,5');
  });

  it('writes percentages as the language does', () => {
    expect(formatPercent(1.5, 'en')).toBe('150%');
    expect(formatPercent(1.5, 'de')).toBe('150\u00a0%');
    expect(formatPercent(0.25, 'zh')).toBe('25%');
  });
});

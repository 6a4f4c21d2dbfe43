import { currencySymbol, formatAmount, formatMoney, CURRENCY_SYMBOLS } from '@/features/plans';

// Polish and Russian group with a no-break space, French with a narrow no-break space.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('currency symbols', () => {
  it('has a symbol for each currency of spec section 9', () => {
    expect(Object.keys(CURRENCY_SYMBOLS).sort()).toEqual(
      [
        'usd',
        'eur',
        'gbp',
        'brl',
        'sar',
        'czk',
        'aed',
        'chf',
        'sek',
        'pln',
        'ron',
        'huf',
        'dkk',
        'bgn',
        'try',
      ].sort(),
    );
    expect(['USD', 'eur', 'Gbp', 'brl', 'pln', 'try', 'czk'].map(currencySymbol)).toEqual([
      '$',
      '€',
      '£',
      'R$',
      'zł',
      '₺',
      'Kč',
    ]);
    expect(currencySymbol('jpy')).toBe('JPY');
  });
});

describe('amounts in every interface language', () => {
  it.each([
    ['en', '1,234,567.89', '1,234', '0.50'],
    ['de', '1.234.567,89', '1.234', '0,50'],
    ['it', '1.234.567,89', '1.234', '0,50'],
    ['pl', `1${NBSP}234${NBSP}567,89`, `1${NBSP}234`, '0,50'],
    ['pt-BR', '1.234.567,89', '1.234', '0,50'],
    ['fr', `1${NNBSP}234${NNBSP}567,89`, `1${NNBSP}234`, '0,50'],
    ['es', '1.234.567,89', '1.234', '0,50'],
    ['tr', '1.234.567,89', '1.234', '0,50'],
    ['zh', '1,234,567.89', '1,234', '0.50'],
    ['ru', `1${NBSP}234${NBSP}567,89`, `1${NBSP}234`, '0,50'],
  ] as const)('%s: %s, %s, %s', (language, big, whole, half) => {
    expect(formatAmount(1234567.891, language)).toBe(big);
    expect(formatAmount(1234, language)).toBe(whole);
    expect(formatAmount(0.5, language)).toBe(half);
  });

  it('drops the decimals only when the cents are zero', () => {
    expect(formatAmount(12.001, 'en')).toBe('12');
    expect(formatAmount(0.1 + 0.2, 'en')).toBe('0.30');
    expect(formatAmount(19.999, 'en')).toBe('20');
  });
});

describe('prices', () => {
  it('puts our symbol where the language puts a currency', () => {
    expect(formatMoney(1234.5, 'usd', 'en')).toBe('$1,234.50');
    expect(formatMoney(29, 'EUR', 'de')).toBe(`29${NBSP}€`);
    expect(formatMoney(49.9, 'brl', 'pt-BR')).toBe(`R$${NBSP}49,90`);
    expect(formatMoney(1500, 'sar', 'en')).toBe(`SAR${NBSP}1,500`);
    expect(formatMoney(99, 'pln', 'pl')).toBe(`99${NBSP}zł`);
    expect(formatMoney(10, 'try', 'tr')).toBe('₺10');
    expect(formatMoney(1000, 'gbp', 'fr')).toBe(`1${NNBSP}000${NBSP}£`);
  });
});

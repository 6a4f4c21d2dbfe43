import { LANGUAGES, resolveLanguage } from '@/lib/i18n';

describe('language resolution', () => {
  it('knows the ten interface languages', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([
      'en',
      'de',
      'it',
      'pl',
      'pt-BR',
      'fr',
      'es',
      'tr',
      'zh',
      'ru',
    ]);
  });

  it.each([
    ['de', 'de'],
    ['DE', 'de'],
    ['br', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['cn', 'zh'],
    ['zh-CN', 'zh'],
    ['fr-CA', 'fr'],
  ])('maps %s to %s', (input, expected) => {
    expect(resolveLanguage(input)).toBe(expected);
  });

  it('returns null for what it does not know, so English is the fallback', () => {
    expect(resolveLanguage('xx')).toBeNull();
    expect(resolveLanguage('')).toBeNull();
    expect(resolveLanguage(null)).toBeNull();
  });

  it('knows no language by the name of an object property, in a cookie or an address', () => {
    for (const input of ['constructor', '__proto__', 'toString-x']) {
      expect(resolveLanguage(input), input).toBeNull();
    }
  });
});

import { readdirSync } from 'node:fs';
import { LANGUAGES } from '@/lib/i18n';
import { loadStrings as load, LOCALES_DIR as root, namespacesOf } from '../helpers/locales';

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = load('en');

// English only has _one/_other; other languages need the forms their plural rules pick (pl, ru: _few, _many).
const PLURAL_BASE = /^(.+)_other$/;
const pluralBases = [...english.keys()].flatMap((key) => PLURAL_BASE.exec(key)?.[1] ?? []);
const categoriesUpTo200 = (code: string) =>
  new Set(Array.from({ length: 201 }, (_, n) => new Intl.PluralRules(code).select(n)));

/** Plural keys a language must carry beyond English, and those it may carry (e.g. _many for 1,000,000 in fr). */
function pluralExtras(code: string) {
  const allowed = new Map<string, string>();
  const required: string[] = [];
  const needed = categoriesUpTo200(code);
  for (const base of pluralBases) {
    for (const category of new Intl.PluralRules(code).resolvedOptions().pluralCategories) {
      const key = `${base}_${category}`;
      if (english.has(key)) continue;
      allowed.set(key, `${base}_other`);
      if (needed.has(category)) required.push(key);
    }
  }
  return { allowed, required };
}

describe('translations', () => {
  it('has a folder for each of the ten languages and no other', () => {
    const folders = readdirSync(root).sort();
    expect(folders).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  describe.each(LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code))(
    '%s',
    (code) => {
      const translated = load(code);
      const plurals = pluralExtras(code);

      it('has the same namespace files as English', () => {
        expect(namespacesOf(code)).toEqual(namespacesOf('en'));
      });

      it('carries every English key, the plural forms its language needs, and no stray ones', () => {
        const missing = [...english.keys(), ...plurals.required].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !english.has(key) && !plurals.allowed.has(key));
        expect(missing).toEqual([]);
        expect(extra).toEqual([]);
      });

      it('keeps the placeholders and leaves no value empty', () => {
        for (const [key, text] of english) {
          const other = translated.get(key);
          if (other === undefined) continue;
          expect(other.trim(), key).not.toBe('');
          expect(placeholders(other), key).toEqual(placeholders(text));
        }
        for (const [key, englishKey] of plurals.allowed) {
          const other = translated.get(key);
          if (other === undefined) continue;
          expect(other.trim(), key).not.toBe('');
          expect(placeholders(other), key).toEqual(placeholders(english.get(englishKey) ?? ''));
        }
      });
    },
  );
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@/lib/i18n';

const root = join(__dirname, '..', '..', 'locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const load = (code: string) =>
  flatten(JSON.parse(readFileSync(join(root, code, 'translation.json'), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = load('en');

describe('translations', () => {
  it('has a folder for each of the ten languages and no other', () => {
    const folders = readdirSync(root).sort();
    expect(folders).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  describe.each(LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code))(
    '%s',
    (code) => {
      const translated = load(code);

      it('carries every English key and no stray ones', () => {
        const missing = [...english.keys()].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !english.has(key));
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
      });
    },
  );
});

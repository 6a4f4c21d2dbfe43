import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@/lib/i18n';

/** Reading the translation files as they are on disk, for the tests that review them. */
export const LOCALES_DIR = join(__dirname, '..', '..', 'locales');

/** Every interface language but English, the source. */
export const TRANSLATED = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

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

export const namespacesOf = (code: string) =>
  readdirSync(join(LOCALES_DIR, code))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

export const readNamespace = (code: string, namespace: string) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, code, `${namespace}.json`), 'utf8')) as Tree;

/** Every string of a language across its namespace files; keys outside `translation` read `ns:key`. */
export function loadStrings(code: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const namespace of namespacesOf(code)) {
    const prefix = namespace === 'translation' ? '' : `${namespace}:`;
    for (const [key, value] of flatten(readNamespace(code, namespace))) out.set(prefix + key, value);
  }
  return out;
}

/** The text a reader sees: `{{placeholders}}` and `<tags>` taken out. */
export const visibleText = (text: string) => text.replace(/{{[^}]*}}/g, ' ').replace(/<\/?\w+[^>]*>/g, ' ');

/** A language's glossary, `locales/<code>/glossary.md`, or null when it has none. */
export function readGlossary(code: string): string | null {
  const path = join(LOCALES_DIR, code, 'glossary.md');
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

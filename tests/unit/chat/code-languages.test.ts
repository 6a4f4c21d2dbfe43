import hljs from 'highlight.js/lib/core';
import { common, createLowlight } from 'lowlight';
import { describe, expect, it } from 'vitest';
import {
  COMMON_LANGUAGES,
  EMBEDDED_LANGUAGES,
  LANGUAGE_ALIASES,
  grammarFor,
  languageGrammars,
} from '@/features/chat/lib/code-languages';

type Mode = { subLanguage?: string | string[]; contains?: unknown; variants?: unknown; starts?: unknown };

/** The languages a grammar hands code to, read from the grammar itself. */
function embeddedBy(name: string): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (mode: unknown) => {
    if (!mode || typeof mode !== 'object' || seen.has(mode)) return;
    seen.add(mode);
    const { subLanguage, contains, variants, starts } = mode as Mode;
    for (const language of [subLanguage ?? []].flat()) found.add(language);
    for (const next of [contains, variants, starts]) {
      if (Array.isArray(next)) next.forEach(walk);
      else walk(next);
    }
  };
  walk(common[name]!(hljs));
  return [...found].filter((language) => language in common && language !== name).sort();
}

describe('the tables of lowlight grammars', () => {
  it('name every common grammar', () => {
    expect([...COMMON_LANGUAGES].sort()).toEqual(Object.keys(common).sort());
  });

  it('hold every alias the grammars declare, and nothing else', () => {
    const declared: Record<string, string> = {};
    for (const name of Object.keys(common)) {
      for (const alias of common[name]!(hljs).aliases ?? []) declared[alias] = name;
    }
    expect(LANGUAGE_ALIASES).toEqual(declared);
  });

  it('hold what each grammar embeds', () => {
    for (const name of Object.keys(common)) {
      expect([...(EMBEDDED_LANGUAGES[name] ?? [])].sort(), name).toEqual(embeddedBy(name));
    }
  });
});

describe('languageGrammars', () => {
  it('names the grammar of a language, through aliases and in any case, with what it embeds', () => {
    expect(languageGrammars('py')).toBe('python');
    expect(languageGrammars('Python')).toBe('python');
    expect(languageGrammars('tsx')).toBe('css,graphql,javascript,typescript,xml');
  });

  it('is empty for a language no grammar knows', () => {
    expect(languageGrammars('mermaid')).toBe('');
    expect(languageGrammars('brainfuck')).toBe('');
    expect(grammarFor('brainfuck')).toBeNull();
  });

  it('knows no language by the name of an object property', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(grammarFor(name), name).toBeNull();
      expect(languageGrammars(name), name).toBe('');
    }
  });

  it('is enough for lowlight to highlight the language, and what it embeds', () => {
    const grammars = languageGrammars('html');
    const lowlight = createLowlight(
      Object.fromEntries(grammars.split(',').map((name) => [name, common[name]!])),
    );
    const tree = lowlight.highlight('html', '<style>a{color:red}</style><script>let x = 1</script>');
    const classes = JSON.stringify(tree);
    expect(classes).toContain('hljs-selector-tag'); // CSS inside <style>
    expect(classes).toContain('hljs-keyword'); // JavaScript inside <script>
  });
});

import { loadStrings, readGlossary, TRANSLATED, visibleText } from '../helpers/locales';

/**
 * Each language keeps `locales/<code>/glossary.md`: one table row per concept, with the chosen term,
 * the variants translators must not use for it, and the phrases that contain a variant but mean
 * something else. A `*` in a cell stands for any letters (an ending, a declension).
 */
interface Entry {
  concept: string;
  term: string;
  rejected: string[];
  allowed: string[];
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((item) => item.trim().replace(/^`|`$/g, ''))
    .filter((item) => item && item !== '—' && item !== '-');

function parseGlossary(markdown: string): Entry[] {
  const lines = markdown.split('\n').filter((line) => line.trim().startsWith('|'));
  const header = lines.findIndex((line) => /rejected/i.test(line));
  if (header < 0) return [];
  const columns = cells(lines[header] ?? '').map((name) => name.toLowerCase());
  const at = (name: string) => columns.findIndex((column) => column.startsWith(name));
  return lines.slice(header + 2).map((line) => {
    const row = cells(line);
    return {
      concept: row[at('concept')] ?? '',
      term: (row[at('term')] ?? '').replace(/^`|`$/g, ''),
      rejected: list(row[at('rejected')]),
      allowed: list(row[at('not ')]),
    };
  });
}

const HAN = /\p{Script=Han}/u;
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/**
 * Whole words in alphabetic scripts (no letter may touch either end), any substring in Chinese;
 * case-insensitive except for acronyms (`AI` is not the Italian `ai`).
 */
function pattern(variant: string) {
  const body = escape(variant.replace(/’/g, "'")).replace(/\*/g, '\\p{L}*').replace(/ /g, '\\s+');
  if (HAN.test(variant)) return new RegExp(body, 'u');
  const flags = /^\p{Lu}{2,}$/u.test(variant) ? 'u' : 'iu';
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, flags);
}
const normalise = (text: string) =>
  visibleText(text)
    .replace(/’/g, "'")
    .replace(/[\u00a0\u202f]/g, ' ');

describe.each(TRANSLATED)('%s glossary', (code) => {
  const glossary = readGlossary(code);
  const strings = [...loadStrings(code)].map(([key, text]) => [key, normalise(text)] as const);
  const entries = glossary ? parseGlossary(glossary) : [];

  it('exists and lists the concepts the issue names', () => {
    expect(glossary, `locales/${code}/glossary.md`).not.toBeNull();
    const concepts = entries.map((entry) => entry.concept.toLowerCase()).join(' ');
    for (const concept of ['chat', 'account', 'endpoint', 'upgrade', 'plan'])
      expect(concepts).toContain(concept);
  });

  it('every chosen term is in use (a term cell may give several forms, split by " / ")', () => {
    const forms = (entry: Entry) =>
      entry.term
        .replace(/\s*\(.*\)$/, '')
        .split(' / ')
        .map(pattern);
    const unused = entries.filter(
      (entry) => !forms(entry).some((form) => strings.some(([, text]) => form.test(text))),
    );
    expect(unused.map((entry) => `${entry.concept}: ${entry.term}`)).toEqual([]);
  });

  it('no rejected variant of a glossary term appears', () => {
    const found: string[] = [];
    for (const entry of entries) {
      const allowed = entry.allowed.map(pattern);
      for (const variant of entry.rejected) {
        const re = pattern(variant);
        for (const [key, text] of strings) {
          const rest = allowed.reduce(
            (remaining, phrase) => remaining.replace(new RegExp(phrase, 'giu'), ' '),
            text,
          );
          if (re.test(rest)) found.push(`${entry.concept}: "${variant}" in ${key}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('glossary parser', () => {
  it('reads terms, rejected variants and allowed phrases from a markdown table', () => {
    const entries = parseGlossary(
      [
        '| Concept | Term | Rejected variants | Not to confuse with |',
        '| --- | --- | --- | --- |',
        '| plan | Tarif | Plan, Pläne | einen konkreten Plan |',
        '| chat | Chat | Unterhaltung* | — |',
      ].join('\n'),
    );
    expect(entries).toEqual([
      { concept: 'plan', term: 'Tarif', rejected: ['Plan', 'Pläne'], allowed: ['einen konkreten Plan'] },
      { concept: 'chat', term: 'Chat', rejected: ['Unterhaltung*'], allowed: [] },
    ]);
    expect(pattern('Unterhaltung*').test('Geteilte Unterhaltungen')).toBe(true);
    expect(pattern('Plan').test('Planung')).toBe(false);
    expect(pattern('对话').test('导出对话')).toBe(true);
  });
});

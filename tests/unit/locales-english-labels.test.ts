import { loadStrings, TRANSLATED, visibleText } from '../helpers/locales';

const english = loadStrings('en');

/**
 * The product's English labels: its short English strings (two to five words, no placeholder, not a
 * sentence), and labels English text only quotes. A translation that still shows one tells the user
 * to look for a word the translated interface never shows.
 */
const QUOTED_LABELS = ['Set Token'];
/** Names that stay English in every language: models, plans, parameters, file types. */
const NAMES = new Set([
  'Flux Pro',
  'Kling 2.1',
  'Veo 3',
  'PRO MAX',
  'Top P',
  'Top K',
  'screenshot (.png)',
  'text (.txt)',
  'markdown (.md)',
  'json (.json)',
  'csv (.csv)',
]);

const LABELS = [
  ...new Set([
    ...QUOTED_LABELS,
    ...[...english.values()]
      .filter((text) => !text.includes('{{') && !/[.?]$/.test(text))
      .map((text) => text.replace(/[…!:]+$/, '').trim())
      .filter((text) => /^\S+(\s+\S+){1,4}$/.test(text)),
  ]),
].filter((label) => !NAMES.has(label));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One pattern for all labels, longest first, each a whole phrase (no letter touching either end). */
const ANY_LABEL = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...LABELS]
    .sort((a, b) => b.length - a.length)
    .map((label) => escape(label).replace(/ /g, '\\s+'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** Text between the quotation marks a language uses (and ASCII ones, which none should). */
const quoted = (text: string) =>
  [...text.matchAll(/[«“„‚"]\s*([^»”“"]+?)\s*[»”“"]/g)].map((match) => match[1] ?? '');
const words = (text: string) =>
  new Set(
    visibleText(text)
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

describe('English UI labels', () => {
  it('are collected from the English files', () => {
    expect(LABELS).toEqual(
      expect.arrayContaining(['Set Token', 'Save As Preset', 'Sync to System', 'Social login']),
    );
  });

  describe.each(TRANSLATED)('%s', (code) => {
    const strings = loadStrings(code);

    it('shows no English label of the product inside its text', () => {
      const found: string[] = [];
      for (const [key, text] of strings) {
        for (const match of visibleText(text).matchAll(ANY_LABEL)) found.push(`"${match[0]}" in ${key}`);
      }
      expect(found).toEqual([]);
    });

    it.each(['chat.errors.invalid_api_key', 'chat.errors.insufficient_quota'])(
      '%s names the translated token button',
      (key) => {
        const text = strings.get(key) ?? '';
        const button = strings.get('settings.token.set_for') ?? '';
        const labels = quoted(text);
        expect(labels.length, text).toBeGreaterThan(0);
        for (const label of labels) {
          // `{{action}}` is filled with the translated `settings.token.set_for` (error-message.tsx).
          if (label === '{{action}}') continue;
          if (/\p{Script=Han}/u.test(label)) {
            expect(button, label).toContain(label);
          } else {
            const missing = [...words(label)].filter((word) => !words(button).has(word));
            expect(missing, `"${label}" against "${button}"`).toEqual([]);
          }
        }
      },
    );
  });
});

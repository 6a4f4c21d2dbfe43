/**
 * What a search query means, shared by the client's highlighter and the mock's search: the query's
 * words are prefixes ('pyt' finds 'python'), and the little words every text has ('a', 'and', 'der',
 * '和') neither search nor highlight unless the query has nothing else.
 */

/** Function words of the ten interface languages: frequent enough to match every chat. */
const STOP_WORDS = new Set(
  [
    // English
    'a an and are as at be but by for from if in into is it of on or so than that the their then there these this to was were will with you your',
    // German
    'am an auf aus bei das dass dem den der des die ein eine einem einen einer es für im in ist mit nicht oder sie und von zu zum zur',
    // Spanish, Portuguese, Italian, French
    'al con de del el en es la las lo los para por que se su un una uno y',
    'à ao as com da das de do dos e é em na nas no nos o os ou para pelo pela por que se um uma',
    'che con da dei del della di e è gli i il in la le lo nel per un una',
    'au aux avec ce ces dans de des du en est et la le les leur ou par pas pour que qui sur un une',
    // Polish, Russian, Turkish
    'a do i jest na nie o od po się to w z za że',
    'в во и к как на не но о от по с со то что это',
    'bir bu da de ile mi ve ya',
    // Chinese
    '的 了 和 是 在 我 你 他 她 它 也 就 都 吗 呢 吧',
  ]
    .join(' ')
    .split(' '),
);

/** Han, kana and hangul: a single character there is a word, so no length rule applies. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export const WORD_CHARS = '\\p{L}\\p{N}_';

/** The query's words, lower case, unique, as split by the server (letters, digits and '_'). */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter(Boolean),
    ),
  ];
}

export function isCjk(word: string): boolean {
  return CJK.test(word);
}

function isSignificant(word: string): boolean {
  if (STOP_WORDS.has(word)) return false;
  return isCjk(word) || word.length > 1;
}

/**
 * The words a query searches and highlights: its words without function words and single letters;
 * a query of nothing else ('to be or not to be') keeps all its words.
 */
export function searchTerms(query: string): string[] {
  const words = queryWords(query);
  const significant = words.filter(isSignificant);
  return significant.length > 0 ? significant : words;
}

/** Whether a word of the text (lower case) is found by one of the terms: it starts with it. */
export function wordMatchesTerms(word: string, terms: readonly string[]): boolean {
  return terms.some((term) => word.startsWith(term) || (isCjk(term) && word.includes(term)));
}

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_ASCII = /[^\p{ASCII}]/u;

/**
 * Text as searching compares it: lower case, accents dropped ('Crème' finds 'creme'), so both the query and
 * the text searched go through it. A letter keeps its place: 'é' folds to one 'e', so an index in the
 * folded text of a precomposed text is an index in the text itself.
 */
export function foldForSearch(text: string): string {
  const lower = text.toLowerCase();
  if (!NOT_ASCII.test(lower)) return lower;
  return lower.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

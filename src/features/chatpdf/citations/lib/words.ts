/**
 * Words for matching a reply against a PDF's text: letters and digits only, lower case, accents and
 * ligatures folded, a word hyphenated at a line end joined with its continuation.
 */
export interface TextPiece {
  str: string;
  hasEOL?: boolean;
}

/** Where a word sits in the page's text items: one part, or two when a line-end hyphen splits it. */
export interface WordPart {
  item: number;
  start: number;
  end: number;
}

export interface PageWord {
  norm: string;
  parts: WordPart[];
}

const WORD = /[\p{L}\p{N}]+/gu;
const HYPHEN_AT_END = /[\p{L}][-\u00AD\u2010]\s*$/u;

export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of plain text (a reply, a quote), hyphenation across line breaks undone. */
export function wordsOfText(text: string): string[] {
  const joined = text.replace(/(\p{L})[-\u00AD\u2010]\s*\n\s*(\p{L})/gu, '$1$2');
  return Array.from(joined.matchAll(WORD), (match) => normalizeWord(match[0]));
}

/** The words of a page's pdf.js text items, each with where it sits, for highlighting it later. */
export function wordsOfItems(items: readonly TextPiece[]): PageWord[] {
  const words: PageWord[] = [];
  let carry: PageWord | null = null;
  items.forEach((piece, item) => {
    const matches = Array.from(piece.str.matchAll(WORD));
    matches.forEach((match, index) => {
      const part = { item, start: match.index, end: match.index + match[0].length };
      if (carry && index === 0) {
        carry.norm += normalizeWord(match[0]);
        carry.parts.push(part);
        words.push(carry);
        carry = null;
        return;
      }
      if (carry) words.push(carry);
      carry = null;
      const word = { norm: normalizeWord(match[0]), parts: [part] };
      const last = index === matches.length - 1;
      const lineEnds = piece.hasEOL || items[item + 1]?.str.trim() === '';
      if (last && lineEnds && HYPHEN_AT_END.test(piece.str)) carry = word;
      else words.push(word);
    });
  });
  if (carry) words.push(carry);
  return words;
}

import { findPassage } from './find-passage';
import { pageRefsOf, withoutPageRefs } from './page-refs';
import { wordsOfText } from './words';

/** A source of a reply: a page, and the words to highlight there when the passage was found. */
export interface Citation {
  page: number;
  quotes: string[][];
}

/** Sentences shorter than this are too common to place in a document. */
const MIN_WORDS = 5;
/** A cited passage is looked for in the words just before its reference. */
const WORDS_BEFORE_REF = 30;
const MATCH_ANYWHERE = 0.75;
const MATCH_ON_CITED_PAGE = 0.5;

/** A full stop after these (or after one capital letter) does not end the sentence. */
const ABBREVIATION = /(?:\b(?:Dr|Mr|Mrs|Ms|Prof|St|No|vs|etc|e\.g|i\.e|Fig|ca)|\b\p{Lu})\.$/u;

/** The reply's sentences and quoted phrases long enough to place; shorter pieces are left out. */
function sentencesOf(text: string): string[][] {
  const pieces: string[] = [];
  for (const piece of text.split(/(?<=[.!?…])\s+|\n+|["“”«»„]/)) {
    const last = pieces[pieces.length - 1];
    if (last !== undefined && ABBREVIATION.test(last.trim())) pieces[pieces.length - 1] = `${last} ${piece}`;
    else pieces.push(piece);
  }
  return pieces.map(wordsOfText).filter((words) => words.length >= MIN_WORDS);
}

const contains = (outer: readonly string[], inner: readonly string[]) =>
  ` ${outer.join(' ')} `.includes(` ${inner.join(' ')} `);

/** Adds the page (once) and the quote, unless a quote already kept holds it; a longer one replaces it. */
function addQuote(citations: Map<number, Citation>, page: number, quote: string[] | null): void {
  const citation = citations.get(page) ?? { page, quotes: [] };
  if (quote && !citation.quotes.some((known) => contains(known, quote))) {
    citation.quotes = [...citation.quotes.filter((known) => !contains(quote, known)), quote];
  }
  citations.set(page, citation);
}

/** The page's words at a match, the quote the viewer highlights. */
function placed(quote: string[], page: readonly string[] | undefined, minScore: number): string[] | null {
  if (!page) return null;
  const match = findPassage(quote, page, minScore);
  return match ? page.slice(match.start, match.end) : null;
}

/**
 * The sources of a reply, in the order it names them: every page reference the server wrote (with the
 * passage before it when that page holds it), and every sentence of the reply found in the document's
 * text, exactly or closely, on the page that matches it best. `pages` holds each page's words; until
 * the text is read it may be empty, and only the references count. Works with any backend's wording.
 */
export function citationsOf(
  reply: string,
  pages: readonly (readonly string[])[],
  pageCount?: number,
): Citation[] {
  const citations = new Map<number, Citation>();
  const valid = (page: number) => pageCount === undefined || page <= pageCount;
  let previousEnd = 0;
  for (const ref of pageRefsOf(reply)) {
    // The passage a reference cites: its paragraph's words since the reference before it.
    const paragraph =
      reply
        .slice(previousEnd, ref.index)
        .split(/\n\s*\n/)
        .pop() ?? '';
    const quote = wordsOfText(paragraph).slice(-WORDS_BEFORE_REF);
    previousEnd = ref.end;
    for (const page of ref.pages.filter(valid)) {
      addQuote(
        citations,
        page,
        quote.length >= MIN_WORDS ? placed(quote, pages[page - 1], MATCH_ON_CITED_PAGE) : null,
      );
    }
  }
  if (pages.length === 0) return [...citations.values()];
  for (const sentence of sentencesOf(withoutPageRefs(reply))) {
    let best: { page: number; score: number; words: string[] } | null = null;
    pages.forEach((words, index) => {
      const match = findPassage(sentence, words, MATCH_ANYWHERE);
      const better = match && (!best || match.score > best.score);
      if (better) best = { page: index + 1, score: match.score, words: words.slice(match.start, match.end) };
    });
    const found = best as { page: number; words: string[] } | null;
    if (found) addQuote(citations, found.page, found.words);
  }
  return [...citations.values()];
}

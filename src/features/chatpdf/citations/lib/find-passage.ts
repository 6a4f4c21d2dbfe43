/** Where a run of words (a quote) sits in a page's words: exactly, or the closest window of its length. */
export interface PassageMatch {
  /** First word of the match, in the page's words. */
  start: number;
  /** One past the last word. */
  end: number;
  /** 1 for an exact match, else the share of the quote's words found in the window. */
  score: number;
}

function exactMatch(quote: readonly string[], page: readonly string[]): PassageMatch | null {
  outer: for (let start = 0; start + quote.length <= page.length; start += 1) {
    for (let offset = 0; offset < quote.length; offset += 1) {
      if (page[start + offset] !== quote[offset]) continue outer;
    }
    return { start, end: start + quote.length, score: 1 };
  }
  return null;
}

function countsOf(words: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/**
 * The window of the quote's length that shares the most words with it (as multisets), slid over the
 * page in one pass; its ends are then trimmed to the words the quote needs.
 */
function closestWindow(quote: readonly string[], page: readonly string[]): PassageMatch | null {
  const wanted = countsOf(quote);
  const inWindow = new Map<string, number>();
  const size = Math.min(quote.length, page.length);
  let shared = 0;
  let best: PassageMatch | null = null;
  for (let index = 0; index < page.length; index += 1) {
    const added = page[index]!;
    const had = inWindow.get(added) ?? 0;
    if (had < (wanted.get(added) ?? 0)) shared += 1;
    inWindow.set(added, had + 1);
    if (index >= size) {
      const removed = page[index - size]!;
      const count = inWindow.get(removed)!;
      if (count <= (wanted.get(removed) ?? 0)) shared -= 1;
      inWindow.set(removed, count - 1);
    }
    if (index >= size - 1 && (!best || shared > best.score)) {
      best = { start: index - size + 1, end: index + 1, score: shared };
    }
  }
  if (!best || best.score === 0) return null;
  return { ...trimmed(best.start, best.end, page, wanted), score: best.score / quote.length };
}

/** The window without the words at its ends that the quote does not need (absent, or one too many). */
function trimmed(start: number, end: number, page: readonly string[], wanted: Map<string, number>) {
  const counts = countsOf(page.slice(start, end));
  const spare = (word: string) => (counts.get(word) ?? 0) > (wanted.get(word) ?? 0);
  const drop = (word: string) => counts.set(word, counts.get(word)! - 1);
  while (start < end && spare(page[start]!)) drop(page[start++]!);
  while (end > start && spare(page[end - 1]!)) drop(page[--end]!);
  return { start, end };
}

/** The quote in the page, or null when no window reaches `minScore` of its words. */
export function findPassage(
  quote: readonly string[],
  page: readonly string[],
  minScore = 0.75,
): PassageMatch | null {
  if (quote.length === 0 || page.length === 0) return null;
  const found = exactMatch(quote, page) ?? closestWindow(quote, page);
  return found && found.score >= minScore ? found : null;
}

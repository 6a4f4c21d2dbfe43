/**
 * Page references a server writes into a reply: '[p. 3]', '(page 3)', 'p. 3', 'pp. 3-4', 'pages 3 and 5'.
 * Each comes with the words before it in its paragraph, the passage it most likely cites.
 */
export interface PageRef {
  pages: number[];
  /** Where the reference starts and ends in the reply. */
  index: number;
  end: number;
}

const REF = /[[(]?\b(?:pp?\.|pages?)\s?(\d{1,5})(?:\s*([-–]|,|and|&)\s*(\d{1,5}))?[\])]?/gi;
const LONGEST_RANGE = 10;

function pagesOf(first: number, separator: string | undefined, second: number | undefined): number[] {
  if (second === undefined || second === first) return [first];
  const range = separator === '-' || separator === '–';
  if (range && second > first && second - first < LONGEST_RANGE) {
    return Array.from({ length: second - first + 1 }, (_, offset) => first + offset);
  }
  return [first, second];
}

export function pageRefsOf(reply: string): PageRef[] {
  return Array.from(reply.matchAll(REF), (match) => ({
    pages: pagesOf(Number(match[1]), match[2], match[3] === undefined ? undefined : Number(match[3])).filter(
      (page) => page > 0,
    ),
    index: match.index,
    end: match.index + match[0].length,
  })).filter((ref) => ref.pages.length > 0);
}

/** The reply without its page references, as a reader sees its sentences. */
export function withoutPageRefs(reply: string): string {
  return reply.replace(REF, ' ');
}

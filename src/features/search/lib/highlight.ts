/**
 * Search hits arrive with their matches wrapped as `**match**` (contract section 2). Message text is
 * markdown too, so a bold span is only a match when its words are among the query's words.
 */
import { queryWords, searchTerms, wordMatchesTerms } from '@/lib/search-terms';

export interface TextSegment {
  text: string;
  match: boolean;
}

/** A bold span is a match when each of its words is found by the query's terms (as a prefix). */
function isMatch(inner: string, terms: readonly string[]): boolean {
  const innerWords = queryWords(inner);
  return innerWords.length > 0 && innerWords.every((word) => wordMatchesTerms(word, terms));
}

/** Splits a highlighted text into plain and matched runs; the `**` markers are dropped. */
export function highlightSegments(text: string, query: string): TextSegment[] {
  const terms = searchTerms(query);
  const segments: TextSegment[] = [];
  const push = (part: string, match: boolean) => {
    if (!part) return;
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  };
  const pattern = /\*\*([^*\n]+?)\*\*/g;
  let index = 0;
  for (const found of text.matchAll(pattern)) {
    const inner = found[1] ?? '';
    push(text.slice(index, found.index), false);
    push(inner, isMatch(inner, terms));
    index = found.index + found[0].length;
  }
  push(text.slice(index), false);
  return segments;
}

/** Markdown punctuation that would only be noise in a one-paragraph excerpt. */
function plain(text: string): string {
  return text
    .replace(/```[\w-]*/g, ' ')
    .replace(/[`#>|]+/g, ' ')
    .replace(/\s+/g, ' ');
}

/**
 * A short excerpt around the first match: at most `radius` characters of context either side, with
 * an ellipsis where text was cut. Without a match, the start of the text.
 */
export function excerptSegments(segments: readonly TextSegment[], radius = 90): TextSegment[] {
  const cleaned = segments.map((segment) => ({ ...segment, text: plain(segment.text) }));
  const firstMatch = cleaned.findIndex((segment) => segment.match);
  if (firstMatch === -1) {
    const all = cleaned
      .map((segment) => segment.text)
      .join('')
      .trim();
    const cut = all.length > radius * 2;
    return [{ text: cut ? `${all.slice(0, radius * 2).trimEnd()}…` : all, match: false }];
  }
  const before = cleaned
    .slice(0, firstMatch)
    .map((segment) => segment.text)
    .join('');
  const out: TextSegment[] = [];
  const lead = before.length > radius ? `…${before.slice(-radius).trimStart()}` : before.trimStart();
  if (lead) out.push({ text: lead, match: false });
  let budget = radius;
  for (const segment of cleaned.slice(firstMatch)) {
    if (segment.match) {
      out.push(segment);
      continue;
    }
    if (segment.text.length > budget) {
      out.push({ text: `${segment.text.slice(0, budget).trimEnd()}…`, match: false });
      break;
    }
    out.push(segment);
    budget -= segment.text.length;
  }
  return out;
}

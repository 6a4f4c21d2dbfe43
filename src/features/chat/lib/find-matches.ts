import { foldForSearch } from '@/lib/search-terms';

/** A message as the find bar searches it: its id and its text (markdown, code and math included). */
export interface SearchableMessage {
  readonly messageId: string;
  readonly text: string;
}

/** One match: the `occurrence`-th (from 0) place in the message's text where the query is found. */
export interface FindMatch {
  messageId: string;
  occurrence: number;
}

/**
 * A link's target is not text on screen: `[docs](https://example.com/docs)` reads "docs" once, so the find
 * counts it once. Everything else of the markdown (code, math, table cells) is searched as written.
 */
const LINK_TARGET = /\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)/g;

/** The folded text of each message object, kept while the object lives (messages never change in place). */
const folded = new WeakMap<SearchableMessage, string>();

export function searchableText(markdown: string): string {
  return foldForSearch(markdown.includes('](') ? markdown.replace(LINK_TARGET, ']') : markdown);
}

function foldedText(message: SearchableMessage): string {
  let text = folded.get(message);
  if (text === undefined) {
    text = searchableText(message.text);
    folded.set(message, text);
  }
  return text;
}

/** The query as the find compares it: folded (case and accents), its outer spaces dropped. */
export function foldQuery(query: string): string {
  return foldForSearch(query.trim());
}

/** How often `needle` is in `text`, counting matches that do not overlap (as the browser's find does). */
export function countOccurrences(text: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/**
 * Every match of `query` in the messages, top to bottom: case- and accent-insensitive, as the sidebar's
 * search. An empty query finds nothing.
 */
export function findMatches(messages: readonly SearchableMessage[], query: string): FindMatch[] {
  const needle = foldQuery(query);
  if (!needle) return [];
  const matches: FindMatch[] = [];
  for (const message of messages) {
    const count = countOccurrences(foldedText(message), needle);
    for (let occurrence = 0; occurrence < count; occurrence += 1)
      matches.push({ messageId: message.messageId, occurrence });
  }
  return matches;
}

/** The match after (`step` 1) or before (-1) `current`, round the end as the browser's find goes. */
export function stepMatch(current: number, step: 1 | -1, total: number): number {
  if (total === 0) return -1;
  if (current < 0) return step === 1 ? 0 : total - 1;
  return (current + step + total) % total;
}

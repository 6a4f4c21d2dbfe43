import { findPassage } from '../../citations/lib/find-passage';
import type { PageWord, WordPart } from '../../citations/lib/words';

/** The character ranges of each text item covered by the quotes found on the page. */
export function rangesToHighlight(
  words: readonly PageWord[],
  quotes: readonly (readonly string[])[],
): Map<number, [number, number][]> {
  const norms = words.map((word) => word.norm);
  const parts: WordPart[] = [];
  for (const quote of quotes) {
    const match = findPassage(quote, norms, 0.5);
    if (match) for (const word of words.slice(match.start, match.end)) parts.push(...word.parts);
  }
  const byItem = new Map<number, [number, number][]>();
  for (const part of parts) {
    const ranges = byItem.get(part.item) ?? [];
    const last = ranges[ranges.length - 1];
    // Words of one match in one item are marked as one run, spaces between them included.
    if (last && part.start >= last[0] && part.start - last[1] <= 2) last[1] = Math.max(last[1], part.end);
    else ranges.push([part.start, part.end]);
    byItem.set(part.item, ranges);
  }
  return byItem;
}

/** Wraps those ranges of the text layer's spans in <mark>; the span keeps its text, so layout stays. */
export function markRanges(
  spans: readonly HTMLElement[],
  ranges: Map<number, [number, number][]>,
): HTMLElement[] {
  const marks: HTMLElement[] = [];
  for (const [item, itemRanges] of ranges) {
    const span = spans[item];
    const text = span?.textContent;
    if (!span || !text) continue;
    const pieces: Node[] = [];
    let at = 0;
    for (const [start, end] of [...itemRanges].sort((a, b) => a[0] - b[0])) {
      if (start > at) pieces.push(document.createTextNode(text.slice(at, start)));
      const mark = document.createElement('mark');
      mark.className = 'pdf-highlight';
      mark.textContent = text.slice(Math.max(start, at), end);
      pieces.push(mark);
      marks.push(mark);
      at = Math.max(at, end);
    }
    if (at < text.length) pieces.push(document.createTextNode(text.slice(at)));
    span.replaceChildren(...pieces);
  }
  return marks;
}

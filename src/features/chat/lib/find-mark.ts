import { foldForSearch } from '@/lib/search-terms';

/** What a message's text on screen leaves out of the find: its buttons, and KaTeX's drawing of a formula. */
const SKIPPED = 'button, [aria-hidden="true"], .katex-html, style, script';
/** Elements that start a block of text: the find does not join words across them. */
const BLOCKS = new Set([
  'P',
  'LI',
  'PRE',
  'TD',
  'TH',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'DIV',
]);

interface TextMap {
  folded: string;
  /** For each folded character: its text node's index in `nodes` (-1: a break between blocks). */
  node: number[];
  /** ... and where the character it comes from starts and ends in that node. */
  start: number[];
  end: number[];
  nodes: Text[];
}

function blockOf(node: Node, root: Element): Element | null {
  for (let element = node.parentElement; element && element !== root; element = element.parentElement)
    if (BLOCKS.has(element.tagName)) return element;
  return null;
}

/** The text of `root` as the find compares it, each folded character mapped back to where it is. */
function textMap(root: Element): TextMap {
  const map: TextMap = { folded: '', node: [], start: [], end: [], nodes: [] };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let lastBlock: Element | null | undefined;
  let folded = '';
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data || node.parentElement?.closest(SKIPPED)) continue;
    const block = blockOf(node, root);
    if (lastBlock !== undefined && block !== lastBlock) {
      folded += '\n';
      map.node.push(-1);
      map.start.push(0);
      map.end.push(0);
    }
    lastBlock = block;
    const index = map.nodes.push(node) - 1;
    let offset = 0;
    for (const character of node.data) {
      const next = offset + character.length;
      for (const piece of foldForSearch(character)) {
        folded += piece;
        map.node.push(index);
        map.start.push(offset);
        map.end.push(next);
      }
      offset = next;
    }
  }
  map.folded = folded;
  return map;
}

/** The mark placed for the find's current match: `element` (to scroll to), and `remove` to take it away. */
export interface PlacedMark {
  element: HTMLElement;
  remove: () => void;
  /** Whether the mark is still as placed (React may have drawn the text again over it). */
  intact: () => boolean;
}

export const FIND_MARK_ATTRIBUTE = 'data-find-current';

/**
 * Wraps one piece of a text node in `<mark>`. The text node React drew keeps its place and the text before
 * the mark; the mark and the rest follow it, and `remove` joins them again (unless React has written the
 * node meanwhile: then its text is React's, and only the added nodes go).
 */
function wrap(
  node: Text,
  start: number,
  end: number,
  first: boolean,
): { remove: () => void; intact: () => boolean } {
  const whole = node.data;
  const prefix = whole.slice(0, start);
  const mark = document.createElement('mark');
  mark.className = 'find-match';
  if (first) mark.setAttribute(FIND_MARK_ATTRIBUTE, '');
  mark.textContent = whole.slice(start, end);
  const rest = document.createTextNode(whole.slice(end));
  node.data = prefix;
  node.after(mark, rest);
  return {
    remove: () => {
      mark.remove();
      rest.remove();
      if (node.data === prefix) node.data = whole;
    },
    intact: () => node.isConnected && node.data === prefix && mark.previousSibling === node,
  };
}

/**
 * Marks the `occurrence`-th place (from 0; the last there is when the text on screen has fewer) where
 * `query` is in `root`'s text, and returns the mark; null when it is not there. A match in a formula marks
 * the whole formula (KaTeX draws it from many pieces); a match across styled words gets a mark per piece.
 */
export function markOccurrence(root: Element, query: string, occurrence: number): PlacedMark | null {
  const needle = foldForSearch(query.trim());
  if (!needle) return null;
  const map = textMap(root);
  const places: number[] = [];
  for (let at = map.folded.indexOf(needle); at !== -1; at = map.folded.indexOf(needle, at + needle.length))
    places.push(at);
  const from = places[Math.min(Math.max(occurrence, 0), places.length - 1)];
  if (from === undefined) return null;
  const to = from + needle.length - 1;
  const firstNode = map.nodes[map.node[from] ?? -1];
  const formula = firstNode?.parentElement?.closest<HTMLElement>('.katex');
  if (formula) {
    formula.setAttribute(FIND_MARK_ATTRIBUTE, '');
    return {
      element: formula,
      remove: () => formula.removeAttribute(FIND_MARK_ATTRIBUTE),
      intact: () => formula.isConnected && formula.hasAttribute(FIND_MARK_ATTRIBUTE),
    };
  }
  // Each text node the match touches, with the part of it that matched, in order.
  const pieces = new Map<number, { start: number; end: number }>();
  for (let index = from; index <= to; index += 1) {
    const node = map.node[index] ?? -1;
    if (node === -1) continue;
    const piece = pieces.get(node);
    if (piece) piece.end = map.end[index] ?? piece.end;
    else pieces.set(node, { start: map.start[index] ?? 0, end: map.end[index] ?? 0 });
  }
  // From the last piece back, so an earlier piece's offsets still hold when two share a node.
  const wrapped = [...pieces]
    .reverse()
    .map(([node, piece], index, all) =>
      wrap(map.nodes[node] as Text, piece.start, piece.end, index === all.length - 1),
    );
  const element = root.querySelector<HTMLElement>(`mark[${FIND_MARK_ATTRIBUTE}]`);
  if (!element) return null;
  return {
    element,
    remove: () => wrapped.forEach((piece) => piece.remove()),
    intact: () => wrapped.every((piece) => piece.intact()),
  };
}

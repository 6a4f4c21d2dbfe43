/** Where each page sits in the viewer's scrolling column, and which pages are near the view. */
export interface PageBox {
  top: number;
  height: number;
  width: number;
}

export const PAGE_GAP = 12;

/** The boxes of pages of these sizes (points at scale 1), stacked with a gap, at `scale`. */
export function layoutPages(sizes: readonly { width: number; height: number }[], scale: number): PageBox[] {
  let top = PAGE_GAP;
  return sizes.map((size) => {
    const box = { top, height: Math.round(size.height * scale), width: Math.round(size.width * scale) };
    top += box.height + PAGE_GAP;
    return box;
  });
}

export function columnHeight(boxes: readonly PageBox[]): number {
  const last = boxes[boxes.length - 1];
  return last ? last.top + last.height + PAGE_GAP : 0;
}

/** The first page whose box reaches below `y` (binary search: a 300-page column is searched per scroll). */
function pageAt(boxes: readonly PageBox[], y: number): number {
  let low = 0;
  let high = boxes.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    const box = boxes[middle]!;
    if (box.top + box.height + PAGE_GAP <= y) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The page shown now (the one taking most of the view, 1-based; the upper one on a tie) and the pages
 * to render: those in view plus `margin` on each side, so scrolling finds the next page painted.
 */
export function pagesNearView(
  boxes: readonly PageBox[],
  scrollTop: number,
  viewHeight: number,
  margin = 1,
): { current: number; first: number; last: number } {
  if (boxes.length === 0) return { current: 0, first: 0, last: -1 };
  const bottom = scrollTop + viewHeight;
  const first = pageAt(boxes, scrollTop);
  const last = pageAt(boxes, bottom);
  let current = first;
  let shown = -1;
  for (let index = first; index <= last; index += 1) {
    const box = boxes[index]!;
    const visible = Math.min(box.top + box.height, bottom) - Math.max(box.top, scrollTop);
    if (visible > shown) {
      shown = visible;
      current = index;
    }
  }
  return {
    current: current + 1,
    first: Math.max(0, first - margin),
    last: Math.min(boxes.length - 1, last + margin),
  };
}

import {
  columnHeight,
  layoutPages,
  PAGE_GAP,
  pagesNearView,
} from '@/features/chatpdf/viewer/lib/page-layout';
import { scaleOf, stepZoom, ZOOM_LEVELS } from '@/features/chatpdf/viewer/lib/zoom';

describe('viewer zoom', () => {
  it('has the spec’s steps and fits the width by default', () => {
    expect(ZOOM_LEVELS).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75]);
    expect(scaleOf('fit', 600, 900)).toBe(1.5);
    expect(scaleOf(0.75, 600, 900)).toBe(0.75);
    expect(scaleOf('fit', 600, 0)).toBe(1);
  });
  it('steps from any scale to the next level, and stops at the ends', () => {
    expect(stepZoom(1.37, 1)).toBe(1.5);
    expect(stepZoom(1.37, -1)).toBe(1.25);
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1.75, 1)).toBe(1.75);
    expect(stepZoom(0.25, -1)).toBe(0.25);
  });
});

describe('viewer page layout', () => {
  const sizes = Array.from({ length: 300 }, () => ({ width: 600, height: 800 }));
  const boxes = layoutPages(sizes, 1);

  it('stacks the pages with a gap', () => {
    expect(boxes[0]).toEqual({ top: PAGE_GAP, height: 800, width: 600 });
    expect(boxes[1]!.top).toBe(PAGE_GAP * 2 + 800);
    expect(columnHeight(boxes)).toBe(300 * (800 + PAGE_GAP) + PAGE_GAP);
  });

  it('renders only the pages in view and one on each side', () => {
    expect(pagesNearView(boxes, 0, 700)).toEqual({ current: 1, first: 0, last: 1 });
    const at250 = boxes[249]!.top;
    expect(pagesNearView(boxes, at250, 700)).toEqual({ current: 250, first: 248, last: 250 });
  });

  it('names the page that takes most of the view, the last one at the end of the document', () => {
    const three = layoutPages(sizes.slice(0, 3), 1);
    const end = columnHeight(three) - 700;
    expect(pagesNearView(three, end, 700).current).toBe(3);
    expect(pagesNearView(boxes, boxes[1]!.top - 100, 700).current).toBe(2);
    expect(pagesNearView(boxes, boxes[1]!.top - 500, 700).current).toBe(1);
  });
});

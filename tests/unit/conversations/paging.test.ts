import { clampPage, pagerState, totalPages } from '@/features/conversations/lib/paging';

describe('history paging', () => {
  it('clamps the page to [1, total]', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage('2', '3')).toBe(2);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('reads a missing or broken page count as one page', () => {
    expect(totalPages(undefined)).toBe(1);
    expect(totalPages('x')).toBe(1);
    expect(totalPages(0)).toBe(1);
    expect(totalPages(3)).toBe(3);
  });

  it("gives 'Page X of Y' numbers and hides the pager for one page", () => {
    expect(pagerState(9, 3)).toEqual({
      page: 3,
      total: 3,
      visible: true,
      hasPrevious: true,
      hasNext: false,
      labelKey: 'history.page_of',
      labelValues: { page: 3, total: 3 },
    });
    expect(pagerState(1, 3)).toMatchObject({ hasPrevious: false, hasNext: true, visible: true });
    expect(pagerState(1, 1)).toMatchObject({ visible: false, hasPrevious: false, hasNext: false });
  });
});

import {
  clampPage,
  pageCount,
  pageItems,
  pluginGridColumns,
  pluginPageSize,
} from '@/features/plugins/lib/plugin-pages';

describe('plugin store paging (spec section 9)', () => {
  it.each([
    [320, 1, 8],
    [500, 1, 8],
    [501, 2, 4],
    [639, 2, 4],
    [640, 3, 6],
    [1023, 3, 6],
    [1024, 4, 8],
    [1400, 4, 8],
  ])('at %i px: %i columns, %i a page', (width, columns, size) => {
    expect(pluginGridColumns(width)).toBe(columns);
    expect(pluginPageSize(width)).toBe(size);
  });

  it('counts pages (at least one) and clamps the page into [1, pages]', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(12, 8)).toBe(2);
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
    expect(clampPage(0, 12, 8)).toBe(1);
    expect(clampPage(5, 12, 8)).toBe(2);
    expect(clampPage(2, 12, 4)).toBe(2);
  });

  it('slices the items of a page, clamping a page that no longer exists', () => {
    const items = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(pageItems(items, 1, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(items, 2, 8)).toEqual([9, 10, 11, 12]);
    // Growing the page size (a wider window) keeps the user on the last page there is.
    expect(pageItems(items, 3, 6)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(pageItems([], 1, 8)).toEqual([]);
  });
});

/**
 * The plugin store's paging (spec section 9): 8 plugins a page while the grid is under 501 px wide,
 * otherwise two rows of 2, 3 or 4 columns (from 640 and 1024 px).
 */

export const NARROW_GRID_WIDTH = 501;
export const NARROW_PAGE_SIZE = 8;
const ROWS = 2;

/** Columns of the grid at a width; below 501 px one column holds the page's 8 plugins. */
export function pluginGridColumns(width: number): number {
  if (width < NARROW_GRID_WIDTH) return 1;
  if (width < 640) return 2;
  if (width < 1024) return 3;
  return 4;
}

export function pluginPageSize(width: number): number {
  return width < NARROW_GRID_WIDTH ? NARROW_PAGE_SIZE : pluginGridColumns(width) * ROWS;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The page clamped to [1, pageCount]. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/** The items of a (clamped) 1-based page. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, items.length, pageSize);
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

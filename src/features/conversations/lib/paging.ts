/** The history pager (spec section 4, 'Conversation list'): 'Page X of Y', previous and next. */

/** The total page count the server reports, read safely: at least 1. */
export function totalPages(pages: unknown): number {
  const total = typeof pages === 'string' ? Number(pages) : pages;
  return typeof total === 'number' && Number.isFinite(total) && total >= 1 ? Math.floor(total) : 1;
}

/** Clamps a page number to [1, total]; anything that is not a number reads as page 1. */
export function clampPage(page: unknown, total: unknown): number {
  const last = totalPages(total);
  const number = typeof page === 'string' ? Number(page) : page;
  if (typeof number !== 'number' || !Number.isFinite(number)) return 1;
  return Math.min(Math.max(Math.floor(number), 1), last);
}

export interface PagerState {
  /** The clamped current page. */
  page: number;
  total: number;
  /** The pager is hidden when there is only one page. */
  visible: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  /** i18n key and values of 'Page X of Y'. */
  labelKey: 'history.page_of';
  labelValues: { page: number; total: number };
}

export function pagerState(page: unknown, pages: unknown): PagerState {
  const total = totalPages(pages);
  const current = clampPage(page, total);
  return {
    page: current,
    total,
    visible: total > 1,
    hasPrevious: current > 1,
    hasNext: current < total,
    labelKey: 'history.page_of',
    labelValues: { page: current, total },
  };
}

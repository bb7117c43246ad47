/** §9 pagination: default first page, 2 sibling pages, page count is the ceiling of total over items per page, at least 1. */
export const DEFAULT_PAGE = 1;
export const PAGINATION_SIBLINGS = 2;

/** §9: ceil(total / perPage), at least 1. A non-positive or non-finite page size counts as one page. */
export function pageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(perPage) || perPage <= 0 || total <= 0) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}

/** A requested page clamped into 1..count; anything unreadable is the default first page. */
export function clampPage(page: number | null | undefined, count: number): number {
  if (page === null || page === undefined || !Number.isFinite(page)) return DEFAULT_PAGE;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/**
 * The page a `?page=` query value asks for: a whole number written in digits, clamped into 1..count; absent, empty,
 * fractional, signed or not a number is the default first page.
 */
export function pageFromQuery(raw: string | null | undefined, count: number): number {
  const text = (raw ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) return DEFAULT_PAGE;
  return clampPage(Number(text), count);
}

/** The index of a page's first item (the API's `start`): (page − 1) × perPage, for a page of 1 or more. */
export function pageStart(page: number, perPage: number): number {
  return (Math.max(DEFAULT_PAGE, Math.trunc(page)) - 1) * Math.max(0, Math.trunc(perPage));
}

export type PaginationItem = number | 'ellipsis';

/**
 * The page links to show: first and last page, the current page with up to 2 siblings each side, and an ellipsis
 * where pages are skipped. An ellipsis that would hide a single page shows that page instead.
 */
export function paginationItems(current: number, count: number, siblings: number = PAGINATION_SIBLINGS): PaginationItem[] {
  const last = Math.max(1, Math.trunc(count));
  const page = clampPage(current, last);
  const from = Math.max(1, page - siblings);
  const to = Math.min(last, page + siblings);
  const items: PaginationItem[] = [];
  if (from > 1) items.push(1);
  if (from === 3) items.push(2);
  else if (from > 3) items.push('ellipsis');
  for (let p = from; p <= to; p += 1) items.push(p);
  if (to === last - 2) items.push(last - 1);
  else if (to < last - 2) items.push('ellipsis');
  if (to < last) items.push(last);
  return items;
}

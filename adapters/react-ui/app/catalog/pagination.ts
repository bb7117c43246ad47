/** §9 pagination: first page by default, 2 sibling pages, page count = ceil(total / per page), at least 1. */
export const PAGE_SIBLINGS = 2;

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page a `?page=` value asks for, clamped to 1..count; anything unreadable is the first page. */
export function pageFromQuery(raw: string | null, count: number): number {
  const page = raw === null ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, count);
}

export type PageLink = { readonly type: 'page'; readonly page: number } | { readonly type: 'gap'; readonly key: string };

/** First page, the current page with its siblings, last page; a gap where two or more pages are skipped (a gap never hides just one page). */
export function pageLinks(current: number, count: number, siblings = PAGE_SIBLINGS): PageLink[] {
  const from = Math.max(1, current - siblings);
  const to = Math.min(count, current + siblings);
  const links: PageLink[] = [];
  if (from > 1) {
    links.push({ type: 'page', page: 1 });
    if (from === 3) links.push({ type: 'page', page: 2 });
    else if (from > 3) links.push({ type: 'gap', key: 'start' });
  }
  for (let page = from; page <= to; page += 1) links.push({ type: 'page', page });
  if (to < count) {
    if (to === count - 2) links.push({ type: 'page', page: count - 1 });
    else if (to < count - 2) links.push({ type: 'gap', key: 'end' });
    links.push({ type: 'page', page: count });
  }
  return links;
}

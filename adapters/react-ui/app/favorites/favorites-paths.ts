import type { Site } from '@switchback/core';

/** The storefront paths of favorites (§2: a `favorites` path is the favorites area). */
export const favoritesPath = {
  list: (site: Pick<Site, 'id'>) => `/${site.id}/favorites`,
  page: (site: Pick<Site, 'id'>, page: number) => (page <= 1 ? `/${site.id}/favorites` : `/${site.id}/favorites?page=${page}`),
  shared: (site: Pick<Site, 'id'>, favoriteId: string, token: string) =>
    `/${site.id}/favorites/shared/${encodeURIComponent(favoriteId)}?token=${encodeURIComponent(token)}`,
};

/** A same-site path to return to after a plain form post (JavaScript off), or the fallback: never another origin. */
export function safeReturnPath(site: Pick<Site, 'id'>, raw: FormDataEntryValue | null, fallback: string): string {
  const value = typeof raw === 'string' ? raw : '';
  return value.startsWith(`/${site.id}`) && !value.startsWith('//') && !/[\r\n\\]/.test(value) ? value : fallback;
}

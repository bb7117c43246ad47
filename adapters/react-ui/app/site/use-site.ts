import { useRouteLoaderData } from 'react-router';
import type { Site } from '@switchback/core';
import type { loader as rootLoader } from '../root';

/** The site of the page (from the root loader: the browser never imports the site table itself). */
export function useSite(): Site {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (data === undefined) throw new Error('useSite is used outside the root route');
  return data.site;
}

/** Storefront paths of a site's own pages (§2 table); product and category paths are core's productPath/categoryPath. */
export const sitePath = {
  home: (site: Pick<Site, 'id'>) => `/${site.id}`,
  cart: (site: Pick<Site, 'id'>) => `/${site.id}/cart`,
  checkout: (site: Pick<Site, 'id'>) => `/${site.id}/checkout`,
  orderConfirmation: (site: Pick<Site, 'id'>, orderNumber: string) => `/${site.id}/order-confirmation?order=${encodeURIComponent(orderNumber)}`,
  /** §2 the favorites area: the shopper's list (a page of it), and a list shared by link (issue 7). */
  favorites: (site: Pick<Site, 'id'>, page = 1) => (page <= 1 ? `/${site.id}/favorites` : `/${site.id}/favorites?page=${page}`),
  sharedFavorites: (site: Pick<Site, 'id'>, favoriteId: string, token: string) =>
    `/${site.id}/favorites/shared/${encodeURIComponent(favoriteId)}?token=${encodeURIComponent(token)}`,
};

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
};

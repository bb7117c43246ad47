import { randomUUID } from 'node:crypto';
import { ALL_SITES, type CommerceError, type Site } from '@switchback/core';
import { createHttpCommerceClient } from '@switchback/http';
import { okAsync, ResultAsync } from 'neverthrow';

/** A page of a site the sitemap lists: its id (the same on every site) and the site's slug for it. */
export interface CataloguePage {
  readonly id: string;
  readonly slug: string;
}

/** What one site sells, as the commerce API lists it in the site's own language. */
export interface SiteCatalogue {
  readonly site: Site;
  readonly categories: readonly CataloguePage[];
  readonly products: readonly CataloguePage[];
}

/** The contract's largest search page. */
const SEARCH_PAGE_SIZE = 100;
/** The contract's last search start: the sitemap lists at most this many products per site. */
const LAST_SEARCH_START = 10_000;

/** The sitemap generator identifies itself to the API like any other client application. */
const CLIENT_APP = 'switchback-storefront-sitemap';

/** Every product of a site, page after page of the product search. */
function allProducts(products: ReturnType<typeof createHttpCommerceClient>['products']): ResultAsync<CataloguePage[], CommerceError> {
  const collect = (start: number, found: CataloguePage[]): ResultAsync<CataloguePage[], CommerceError> =>
    products.search({ start, count: SEARCH_PAGE_SIZE }).andThen((page) => {
      const all = [...found, ...page.hits.map((hit) => ({ id: hit.id, slug: hit.slug }))];
      const next = start + SEARCH_PAGE_SIZE;
      if (page.hits.length === 0 || next >= page.total || next > LAST_SEARCH_START) return okAsync(all);
      return collect(next, all);
    });
  return collect(0, []);
}

/** One site's categories and products, read from the commerce API with the site's locale (public calls, no shopper). */
export function siteCatalogue(apiBaseUrl: string, site: Site): ResultAsync<SiteCatalogue, CommerceError> {
  const client = createHttpCommerceClient({
    baseUrl: apiBaseUrl,
    site: site.id,
    locale: site.locale,
    brand: site.brand,
    clientApp: CLIENT_APP,
    channel: 'ECOMM',
    newId: randomUUID,
  });
  return ResultAsync.combine([client.products.catalog(), allProducts(client.products)]).map(([catalog, products]) => ({
    site,
    categories: catalog.categories.map((category) => ({ id: category.id, slug: category.slug })),
    products,
  }));
}

/** Every site's catalogue (core's site table), or the first failure. */
export function allSiteCatalogues(apiBaseUrl: string): ResultAsync<SiteCatalogue[], CommerceError> {
  return ResultAsync.combine(ALL_SITES.map((site) => siteCatalogue(apiBaseUrl, site)));
}

import { randomUUID } from 'node:crypto';
import { ALL_SITES, type CommerceError, type Site } from '@switchback/core';
import { createHttpCommerceClient } from '@switchback/http';
import { okAsync, ResultAsync } from 'neverthrow';
import { CONTENT_PAGE_PATHS, contentPageKey } from '../content/content-pages';

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
  /** Issue 12: the site's articles (id: the document's; slug: its key, `/articles/{key}`). */
  readonly articles?: readonly CataloguePage[];
  /** Issue 12 §2: the content pages (app/content/content-pages.ts) the content service has for the site (slug: the path). */
  readonly contentPages?: readonly CataloguePage[];
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

/** The article search's largest page (the contract's limit). */
const ARTICLE_PAGE_SIZE = 50;

/**
 * Every article of a site, page after page of the article search. The sitemap does without them when the content
 * service cannot answer (the catalogue's pages still list).
 */
function allArticles(content: ReturnType<typeof createHttpCommerceClient>['content'], site: Site): ResultAsync<CataloguePage[], never> {
  const collect = (offset: number, found: CataloguePage[]): ResultAsync<CataloguePage[], CommerceError> =>
    content.articles({ siteId: site.id, limit: ARTICLE_PAGE_SIZE, offset }).andThen((page) => {
      const all = [...found, ...page.articles.map((article) => ({ id: article.id, slug: article.url.replace(/^\/articles\//, '') }))];
      const next = offset + ARTICLE_PAGE_SIZE;
      if (page.articles.length === 0 || next >= page.numFound || next > LAST_SEARCH_START) return okAsync(all);
      return collect(next, all);
    });
  return collect(0, []).orElse(() => okAsync([]));
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
  // A content page is listed only when the content service has it (a failed call leaves it out, never the sitemap).
  const contentPages = ResultAsync.fromSafePromise(Promise.all(CONTENT_PAGE_PATHS.map(async (path): Promise<CataloguePage[]> => {
    const key = contentPageKey(path);
    if (key === null) return [];
    const found = await client.content.page({ siteId: site.id, mode: 'live' }, key);
    return found.isOk() ? [{ id: path, slug: path }] : [];
  })).then((pages) => pages.flat()));
  return ResultAsync.combine([client.products.catalog(), allProducts(client.products), contentPages]).andThen(([catalog, products, pages]) =>
    allArticles(client.content, site).map((articles) => ({
      site,
      categories: catalog.categories.map((category) => ({ id: category.id, slug: category.slug })),
      products,
      articles,
      contentPages: pages,
    })));
}

/** Every site's catalogue (core's site table), or the first failure. */
export function allSiteCatalogues(apiBaseUrl: string): ResultAsync<SiteCatalogue[], CommerceError> {
  return ResultAsync.combine(ALL_SITES.map((site) => siteCatalogue(apiBaseUrl, site)));
}

import { Link, useRouteLoaderData } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { EMPTY_SEARCH, searchPath } from '@switchback/core';
import type { Route } from './+types/search-hub.route';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { loaderFailure } from '../site/route-errors';
import { uiMessage } from '../errors/ui-message';
import type { loader as siteLoader } from '../site/site-layout.route';
import { useSite } from '../site/use-site';
import { CategoryTiles } from '../catalog/category-tiles.component';

/** How many categories the hub shows, the largest first. */
const POPULAR_CATEGORIES = 8;

export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  const intl = serverIntl(site);
  // The brands are the catalogue's (the site layout sends only its categories).
  const catalog = await storefront.products.catalog();
  if (catalog.isErr()) return loaderFailure(uiMessage(catalog.error));
  return withCookies(storefront, {
    brands: catalog.value.brands,
    meta: pageMeta(site, intl.formatMessage({ id: 'search.hub.title' }), intl.formatMessage({ id: 'search.hub.meta.description' })),
  });
}

/** The hub is a page to index (search results are not): its canonical URL, on the root loader's origin. */
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = matches.find((match) => match?.id === 'root')?.data as { origin?: string } | undefined;
  const canonical = root?.origin === undefined ? [] : [{ tagName: 'link', rel: 'canonical', href: `${root.origin}${location.pathname}` }];
  return [...metaTags(loaderData?.meta), ...canonical];
};

/**
 * `/{locale}/searchhub` (commerce-core §2, a path containing searchhub): a search box, the popular categories (the
 * largest first) and the brands, each brand a search refined by it. The categories are the site layout's, the brands
 * this page's loader's.
 */
export default function SearchHub({ loaderData }: Route.ComponentProps) {
  const data = useRouteLoaderData<typeof siteLoader>('site');
  const site = useSite();
  const intl = useIntl();
  if (data === undefined) return null;
  const { categories } = data.catalog;
  const { brands } = loaderData;
  const popular = [...categories].sort((a, b) => b.productCount - a.productCount).slice(0, POPULAR_CATEGORIES);
  return (
    <>
      <h1><FormattedMessage id="search.hub.title" /></h1>
      <form method="get" action={searchPath(site.id)} role="search" className="search-box" aria-label={intl.formatMessage({ id: 'search.hub.title' })}>
        <label htmlFor="search-hub-q" className="search-box__label"><FormattedMessage id="search.box.label" /></label>
        <div className="search-box__row">
          <input id="search-hub-q" type="search" name="q" maxLength={100} autoComplete="off" />
          <button type="submit" className="button"><FormattedMessage id="search.box.submit" /></button>
        </div>
      </form>
      <section className="section" aria-labelledby="search-hub-categories">
        <h2 id="search-hub-categories"><FormattedMessage id="search.hub.categories" /></h2>
        <CategoryTiles categories={popular} />
      </section>
      <section className="section" aria-labelledby="search-hub-brands">
        <h2 id="search-hub-brands"><FormattedMessage id="search.hub.brands" /></h2>
        <ul className="search-hub__brands">
          {brands.map((brand) => (
            <li key={brand.id}><Link to={searchPath(site.id, { ...EMPTY_SEARCH, brand: [brand.id] })}>{brand.name}</Link></li>
          ))}
        </ul>
      </section>
    </>
  );
}

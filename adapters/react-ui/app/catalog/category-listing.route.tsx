import { redirect } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ResultAsync } from 'neverthrow';
import { categoryPath, clampPage, maxSearchPage, onPage, pageCount, parseCategoryRoute, parseSearchUrl, toProductSearchQuery, withSearchQuery } from '@switchback/core';
import type { Route } from './+types/category-listing.route';
import { loadPageContent } from '../content/page-content.server';
import { PageContent } from '../content/content-slot.component';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { SearchResults } from '../search/search-results.component';
import { pack } from '../platform/packed-data';
import { Breadcrumbs } from '../site/breadcrumbs.component';
import { productCalloutsOf } from '../promotions/product-callouts.server';

const PAGE_SIZE = 12;
/** The API pages up to start 10 000. */
const MAX_PAGE = maxSearchPage(PAGE_SIZE);

/** `/{locale}/c/{slug}-{category id}`: one page of the category's products, rendered on the server. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, products } = storefront;
  const route = parseCategoryRoute(args.params.slugId);
  if (route.isErr()) return notFound({ id: 'errors.categoryNotFound' });
  const { categoryId } = route.value;
  // Issue 12: the category's content (above the grid), asked for beside the products.
  const content = loadPageContent(storefront, site, args.request, { call: 'category', categoryId });
  const url = new URL(args.request.url);
  // Issue 11 §3: the listing takes the search page's refinements, sort and page from its URL (core's parseSearchUrl).
  const state = parseSearchUrl(url.searchParams);
  const raw = url.searchParams.get('page');
  const requested = clampPage(state.page, MAX_PAGE);
  const result = await ResultAsync.combine([
    products.catalog(),
    products.search(toProductSearchQuery({ ...state, page: requested }, PAGE_SIZE, categoryId)),
  ]);
  if (result.isErr()) return loaderFailure(uiMessage(result.error));
  const [catalog, hits] = result.value;
  const category = catalog.categories.find((c) => c.id === categoryId) ?? notFound({ id: 'errors.categoryNotFound' });
  const pages = pageCount(hits.total, PAGE_SIZE);
  const canonical = categoryPath(site.id, category.slug, category.id);
  if (category.slug !== route.value.slug || requested > pages || (raw !== null && String(requested) !== raw) || raw === '1') {
    throw redirect(withSearchQuery(canonical, onPage(state, Math.min(requested, pages))));
  }
  const intl = serverIntl(site);
  // Issue 9: product-level callouts: each product's own promotions, and the approaching ones of the shopper's cart.
  const callouts = await productCalloutsOf(storefront, 'listing', hits.hits);
  return withCookies(storefront, {
    category,
    content: await content,
    results: { state: { ...state, page: requested }, total: hits.total, hits: pack(hits.hits), facets: pack(hits.facets), page: requested, pages, callouts },
    meta: pageMeta(site, category.name, intl.formatMessage({ id: 'listing.meta.description' }, { category: category.name, count: hits.total })),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  const { category, results } = loaderData;
  const site = useSite();
  const intl = useIntl();
  return (
    <>
      <Breadcrumbs current={category.name} />
      <div className="listing-head">
        <h1>{category.name}</h1>
      </div>
      <PageContent content={loaderData.content} placement="main" priority />
      <SearchResults
        path={categoryPath(site.id, category.slug, category.id)}
        results={results}
        count={<FormattedMessage id="listing.count" values={{ count: results.total }} />}
        listLabel={intl.formatMessage({ id: 'listing.products' }, { category: category.name })}
        empty={<p className="empty-state"><FormattedMessage id="listing.empty" /></p>}
      />
      <PageContent content={loaderData.content} placement="lazy" />
    </>
  );
}

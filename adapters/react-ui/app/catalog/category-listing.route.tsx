import { Link, redirect } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ResultAsync } from 'neverthrow';
import { categoryPath, clampPage, pageCount, parseCategoryRoute } from '@switchback/core';
import type { Route } from './+types/category-listing.route';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { Pagination } from './pagination.component';
import { ProductCard } from './product-card.component';
import { productCalloutsOf } from '../promotions/product-callouts.server';

const PAGE_SIZE = 12;
/** The API pages up to start 10 000. */
const MAX_PAGE = Math.floor(10_000 / PAGE_SIZE) + 1;

/** `/{locale}/c/{slug}-{category id}`: one page of the category's products, rendered on the server. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, products } = storefront;
  const route = parseCategoryRoute(args.params.slugId);
  if (route.isErr()) return notFound({ id: 'errors.categoryNotFound' });
  const { categoryId } = route.value;
  const raw = new URL(args.request.url).searchParams.get('page');
  const requested = clampPage(raw === null ? null : Number(raw), MAX_PAGE);
  const result = await ResultAsync.combine([
    products.catalog(),
    products.search({ categoryId, start: (requested - 1) * PAGE_SIZE, count: PAGE_SIZE }),
  ]);
  if (result.isErr()) return loaderFailure(uiMessage(result.error));
  const [catalog, hits] = result.value;
  const category = catalog.categories.find((c) => c.id === categoryId) ?? notFound({ id: 'errors.categoryNotFound' });
  const pages = pageCount(hits.total, PAGE_SIZE);
  const canonical = categoryPath(site.id, category.slug, category.id);
  if (category.slug !== route.value.slug || requested > pages || (raw !== null && String(requested) !== raw) || raw === '1') {
    const page = Math.min(requested, pages);
    throw redirect(page > 1 ? `${canonical}?page=${page}` : canonical);
  }
  const intl = serverIntl(site);
  // Issue 9: product-level callouts: each product's own promotions, and the approaching ones of the shopper's cart.
  const callouts = await productCalloutsOf(storefront, 'listing', hits.hits);
  return withCookies(storefront, {
    category,
    callouts,
    page: requested,
    pages,
    total: hits.total,
    hits: hits.hits,
    meta: pageMeta(site, category.name, intl.formatMessage({ id: 'listing.meta.description' }, { category: category.name, count: hits.total })),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  const { category, page, pages, total, hits, callouts } = loaderData;
  const site = useSite();
  const intl = useIntl();
  const base = categoryPath(site.id, category.slug, category.id);
  return (
    <>
      <nav className="breadcrumbs" aria-label={intl.formatMessage({ id: 'breadcrumbs.label' })}>
        <ol>
          <li><Link to={sitePath.home(site)}><FormattedMessage id="breadcrumbs.home" /></Link></li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <div className="listing-head">
        <h1>{category.name}</h1>
        <p className="status-line">
          <FormattedMessage id="listing.count" values={{ count: total }} />
          {pages > 1 ? <> · <FormattedMessage id="listing.page" values={{ page, pages }} /></> : null}
        </p>
      </div>
      {hits.length === 0 ? (
        <p className="empty-state"><FormattedMessage id="listing.empty" /></p>
      ) : (
        <ul className="product-grid" aria-label={intl.formatMessage({ id: 'listing.products' }, { category: category.name })}>
          {hits.map((product, index) => (
            // The first screen: two rows of two on a phone, the first row on a wide screen.
            <ProductCard key={product.id} product={product} eager={index < 4} callouts={callouts[product.id]} />
          ))}
        </ul>
      )}
      <Pagination current={page} count={pages} hrefFor={(p) => (p === 1 ? base : `${base}?page=${p}`)} />
    </>
  );
}

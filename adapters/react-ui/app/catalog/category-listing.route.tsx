import { Link, redirect } from 'react-router';
import { ResultAsync } from 'neverthrow';
import type { Route } from './+types/category-listing.route';
import { composeServerStorefront } from '../composition-root';
import { loaderFailure, notFound } from '../site/route-errors';
import { SITES, siteFromSegment, sitePath } from '../site/site';
import { pageCount, pageFromQuery } from './pagination';
import { Pagination } from './pagination.component';
import { ProductCard } from './product-card.component';
import { parseCategorySlugId } from './slug-id';

const PAGE_SIZE = 12;
/** The API pages up to start 10 000. */
const MAX_PAGE = Math.floor(10_000 / PAGE_SIZE) + 1;

/** `/{locale}/c/{slug}-{category id}`: one page of the category's products, rendered on the server. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = siteFromSegment(params.locale) ?? notFound();
  const slugId = parseCategorySlugId(params.slugId) ?? notFound('This category does not exist.');
  const url = new URL(request.url);
  const requested = pageFromQuery(url.searchParams.get('page'), MAX_PAGE);
  const { products } = composeServerStorefront(site, { apiBaseUrl: context.apiBaseUrl, request });
  const result = await ResultAsync.combine([
    products.catalog(),
    products.search({ categoryId: slugId.id, start: (requested - 1) * PAGE_SIZE, count: PAGE_SIZE }),
  ]);
  if (result.isErr()) return loaderFailure(result.error);
  const [catalog, hits] = result.value;
  const category = catalog.categories.find((c) => c.id === slugId.id) ?? notFound('This category does not exist.');
  const pages = pageCount(hits.total, PAGE_SIZE);
  const canonical = sitePath.category(site, category.slug, category.id);
  if (category.slug !== slugId.slug || requested > pages) {
    throw redirect(requested > 1 ? `${canonical}?page=${Math.min(requested, pages)}` : canonical);
  }
  return { siteId: site.id, category, page: requested, pages, total: hits.total, hits: hits.hits };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData ? `${loaderData.category.name} | Switchback` : 'Switchback' }];

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  const { category, page, pages, total, hits } = loaderData;
  const site = SITES[loaderData.siteId];
  const base = sitePath.category(site, category.slug, category.id);
  return (
    <>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li><Link to={sitePath.home(site)}>Home</Link></li>
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <div className="listing-head">
        <h1>{category.name}</h1>
        <p className="status-line">
          {total} {total === 1 ? 'product' : 'products'}
          {pages > 1 ? ` · page ${page} of ${pages}` : ''}
        </p>
      </div>
      {hits.length === 0 ? (
        <p className="empty-state">No products in this category yet.</p>
      ) : (
        <ul className="product-grid" aria-label={`${category.name} products`}>
          {hits.map((product) => (
            <ProductCard key={product.id} site={site} product={product} />
          ))}
        </ul>
      )}
      <Pagination current={page} count={pages} hrefFor={(p) => (p === 1 ? base : `${base}?page=${p}`)} />
    </>
  );
}

import { Link, redirect } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { EMPTY_SEARCH, maxSearchPage, onPage, pageCount, parseSearchUrl, searchPath, toProductSearchQuery } from '@switchback/core';
import type { Route } from './+types/search.route';
import { loadPageContent } from '../content/page-content.server';
import { PageContent } from '../content/content-slot.component';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { ProductCard } from '../catalog/product-card.component';
import { productCalloutsOf } from '../promotions/product-callouts.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure } from '../site/route-errors';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { SearchResults } from './search-results.component';
import { pack } from '../platform/packed-data';

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 24;

/**
 * `/{locale}/search?q=…&brand=…&sort=…&page=…` (issue 11 §3): one page of results for the words and refinements of
 * the URL (core's parseSearchUrl), with their facets, rendered on the server. A page past the last goes to the last.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, products } = storefront;
  const state = parseSearchUrl(new URL(args.request.url).searchParams);
  // Issue 12: the search page's content for results and for no results, both asked for beside the search.
  const content = Promise.all([
    loadPageContent(storefront, site, args.request, { call: 'search', searchType: 'results', q: state.q }),
    loadPageContent(storefront, site, args.request, { call: 'search', searchType: 'no-results', q: state.q }),
  ]);
  const result = await products.search(toProductSearchQuery(state, SEARCH_PAGE_SIZE));
  if (result.isErr()) return loaderFailure(uiMessage(result.error));
  const answer = result.value;
  const pages = Math.min(pageCount(answer.total, SEARCH_PAGE_SIZE), maxSearchPage(SEARCH_PAGE_SIZE));
  if (state.page > pages) throw redirect(searchPath(site.id, onPage(state, pages)));
  // Issue 9: the product-level callouts of the cards (the results', or the popular products' when nothing is found).
  const callouts = await productCalloutsOf(storefront, 'listing', answer.hits.length > 0 ? answer.hits : answer.popular);
  const intl = serverIntl(site);
  const title = state.q === '' ? intl.formatMessage({ id: 'search.title' }) : intl.formatMessage({ id: 'search.title.for' }, { q: state.q });
  return withCookies(storefront, {
    results: { state, total: answer.total, hits: pack(answer.hits), facets: pack(answer.facets), page: state.page, pages, callouts },
    suggestion: answer.suggestion ?? null,
    popular: answer.hits.length === 0 ? answer.popular : [],
    content: (await content)[answer.hits.length > 0 ? 0 : 1] ?? null,
    meta: pageMeta(site, title, intl.formatMessage({ id: 'search.meta.description' }, { count: answer.total })),
  });
}

/** Result pages are not indexed (endless combinations of words and filters); the search hub is the page to index. */
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { results, suggestion, popular } = loaderData;
  const site = useSite();
  const intl = useIntl();
  const { q } = results.state;
  const path = searchPath(site.id);
  return (
    <>
      <div className="listing-head">
        <h1>{q === '' ? <FormattedMessage id="search.title" /> : <FormattedMessage id="search.title.for" values={{ q }} />}</h1>
        {suggestion === null ? null : (
          <p className="search-suggestion">
            <FormattedMessage id="search.didYouMean" values={{ suggestion: <Link to={searchPath(site.id, { ...EMPTY_SEARCH, q: suggestion })}>{suggestion}</Link> }} />
          </p>
        )}
      </div>
      <PageContent content={loaderData.content} placement="main" />
      <SearchResults
        path={path}
        results={results}
        count={q === '' ? <FormattedMessage id="search.count" values={{ count: results.total }} /> : <FormattedMessage id="search.count.for" values={{ count: results.total, q }} />}
        listLabel={intl.formatMessage({ id: 'search.results' })}
        empty={
          <div className="search-empty">
            <p className="empty-state"><FormattedMessage id="search.empty" /></p>
            {popular.length === 0 ? null : (
              <section aria-labelledby="search-popular-title">
                <h2 id="search-popular-title"><FormattedMessage id="search.popular.title" /></h2>
                <ul className="product-grid">
                  {popular.map((product, index) => (
                    <ProductCard key={product.id} product={product} eager={index < 4} callouts={results.callouts[product.id]} />
                  ))}
                </ul>
              </section>
            )}
          </div>
        }
      />
    </>
  );
}

import { FormattedMessage } from 'react-intl';
import { articlePageSize } from '@switchback/core';
import type { Route } from './+types/articles.route';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { serverIntl } from '../i18n/catalogue.server';
import { loaderFailure } from '../site/route-errors';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { ArticleGrid, articleGridKey } from './article-grid.component';
import { articleGridQuery, loadArticleGrid } from './articles.server';

/** The articles page's grid: two rows of three (core's page size: rows × columns). */
export const ARTICLES_PAGE_GRID = { rows: 2, columns: 3 } as const;

/** `/{locale}/articles` (§2): every article of the site in the article grid; `?tag=` and `?offset=` without JavaScript. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const pageSize = articlePageSize(ARTICLES_PAGE_GRID);
  const query = articleGridQuery(new URL(args.request.url), pageSize);
  const loaded = await loadArticleGrid(storefront, { tagId: query.tagId, offset: query.offset, pageSize });
  if (!loaded.ok) loaderFailure(loaded.error);
  const intl = serverIntl(storefront.site);
  return withCookies(storefront, {
    grid: loaded.grid,
    meta: pageMeta(storefront.site, intl.formatMessage({ id: 'articles.title' }), intl.formatMessage({ id: 'articles.description' })),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="articles-page" aria-labelledby="articles-title">
      <h1 id="articles-title"><FormattedMessage id="articles.title" /></h1>
      <ArticleGrid key={articleGridKey(loaderData.grid)} grid={loaderData.grid} />
    </section>
  );
}

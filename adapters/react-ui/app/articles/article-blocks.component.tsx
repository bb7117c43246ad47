import { useEffect, useId } from 'react';
import { Link, useFetcher, useMatches } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { articlePageSize, type BlockOf, type ContentArticle } from '@switchback/core';
import { useSite } from '../site/use-site';
import { ArticleCard, ArticleGrid } from './article-grid.component';
import type { loader as morePageLoader } from './articles-more.route';
import { articlePath } from './article-paths';

/**
 * Issue 12 §2 articles as content blocks: the article grid (tag filter bar, Read more) and related articles (the
 * block renderer renders these two block types through this file).
 *
 * The grid block loads its first page when the page is hydrated (a content page's loader does not know the grid);
 * without JavaScript it links to the articles page, which has the same grid rendered on the server.
 */
export function ArticleGridBlock({ block }: { readonly block: BlockOf<'article-grid'> }) {
  const site = useSite();
  const headingId = useId();
  const pageSize = articlePageSize(block);
  const fetcher = useFetcher<typeof morePageLoader>();
  const { load } = fetcher;
  const firstPage = `${articlePath.more(site)}?offset=0&limit=${pageSize}`;
  useEffect(() => { void load(firstPage); }, [load, firstPage]);
  const page = fetcher.data;
  const facets = page?.ok && block.showFilterBar !== false
    ? page.facets.filter((facet) => block.tagIds === undefined || block.tagIds.includes(facet.id))
    : [];
  return (
    <section className="article-grid-block" aria-labelledby={block.title ? headingId : undefined}>
      {block.title && !block.hideTitle && <h2 id={headingId}>{block.title}</h2>}
      {page?.ok ? (
        <ArticleGrid grid={{ tagId: null, offset: 0, pageSize, articles: page.articles, numFound: page.numFound, facets }} headingLevel={3} />
      ) : (
        <p className="status-line">
          {page !== undefined && !page.ok ? <FormattedMessage id="articles.failed" /> : null}{' '}
          <Link to={articlePath.list(site)}><FormattedMessage id="articles.seeAll" /></Link>
        </p>
      )}
    </section>
  );
}

/** The related articles of the article page this block sits on (its loader found them: §9 four, same first tag). */
export function RelatedArticlesBlock(_props: { readonly block: BlockOf<'related-articles'> }) {
  const matches = useMatches();
  const related = matches
    .map((match) => match.data as { relatedArticles?: readonly ContentArticle[] } | undefined)
    .find((data) => data?.relatedArticles !== undefined)?.relatedArticles;
  return related === undefined ? null : <RelatedArticles articles={related} />;
}

/** §2 "Article page with related articles": up to four cards; none: nothing. */
export function RelatedArticles({ articles }: { articles: readonly ContentArticle[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <section className="related-articles" aria-labelledby={headingId}>
      <h2 id={headingId}><FormattedMessage id="articles.related.title" /></h2>
      <ul className="article-grid__list">
        {articles.map((article) => <ArticleCard key={article.id} article={article} />)}
      </ul>
    </section>
  );
}

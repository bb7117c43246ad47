import { useId } from 'react';
import { Link, useMatches } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { BlockOf, ContentArticle } from '@switchback/core';
import { useSite } from '../site/use-site';
import { useContentContext } from '../content/content-context';
import { ArticleCard, ArticleGrid, articleGridKey } from './article-grid.component';
import { articlePath } from './article-paths';

/**
 * Issue 12 §2 articles as content blocks: the article grid (tag filter bar, Read more) and related articles (the
 * block renderer renders these two block types through this file).
 *
 * The grid block's first screen comes with the page (its loader asked it, app/content/page-content.server.ts), so it
 * is on the first paint and its tag and Read more links work without JavaScript; once hydrated, the grid loads the
 * next pages itself. Articles that could not be loaded: a message and a link to the articles page.
 */
export function ArticleGridBlock({ block }: { readonly block: BlockOf<'article-grid'> }) {
  const site = useSite();
  const headingId = useId();
  const answer = useContentContext().articleGrids[block.id];
  const grid = answer?.ok
    ? { ...answer.grid, facets: block.showFilterBar === false ? [] : answer.grid.facets.filter((facet) => block.tagIds === undefined || block.tagIds.includes(facet.id)) }
    : undefined;
  return (
    <section className="article-grid-block" aria-labelledby={block.title ? headingId : undefined}>
      {block.title && !block.hideTitle && <h2 id={headingId}>{block.title}</h2>}
      {grid !== undefined ? (
        <ArticleGrid key={articleGridKey(grid)} grid={grid} headingLevel={3} />
      ) : (
        <p className="status-line">
          <FormattedMessage id="articles.failed" />{' '}
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

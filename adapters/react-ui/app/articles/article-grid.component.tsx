import { useEffect, useId, useReducer, useRef, type MouseEvent } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ARTICLE_FILTER_TAG_COUNT, articleGridTransition, articleSearchQuery, showReadMore,
  type ArticleGridState, type ContentArticle,
} from '@switchback/core';
import { useSite } from '../site/use-site';
import type { ArticleGridData } from './articles.server';
import { articlePath } from './article-paths';
import type { loader as morePageLoader } from './articles-more.route';

/** The grid's own URL (no JavaScript): `?tag=` filters, `?offset=` shows everything up to that page. */
export function articleGridHref(pathname: string, search: string, change: { tag?: string | null; offset?: number }): string {
  const params = new URLSearchParams(search);
  if (change.tag !== undefined) {
    params.delete('offset');
    if (change.tag === null) params.delete('tag');
    else params.set('tag', change.tag);
  }
  if (change.offset !== undefined) {
    if (change.offset > 0) params.set('offset', String(change.offset));
    else params.delete('offset');
  }
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** The grid's identity: another tag, page or answer from the server is another grid. */
export const articleGridKey = (grid: ArticleGridData): string => `${grid.tagId ?? ''}:${grid.offset}:${grid.articles.length}:${grid.numFound}`;

type GridState = ArticleGridState<ContentArticle>;

const initialState = (grid: ArticleGridData): GridState =>
  ({ tagId: grid.tagId, offset: grid.offset, pageSize: grid.pageSize, articles: grid.articles, numFound: grid.numFound, loading: false });

/**
 * §2 article grid, §4 its states (core's `articleGridTransition`): a tag filter bar (4, 10 or 20 tags on small,
 * medium and large screens, the rest behind "More tags"), the articles, and Read more while fewer are shown than
 * numFound. Toggling a tag starts again at offset 0; Read more appends the next page and moves the focus to its
 * first article. Without JavaScript the tags and Read more are links (`?tag=`, `?offset=`). Give it a `key` from
 * its data (`articleGridKey`): a new server render starts it again.
 */
export function ArticleGrid({ grid, headingLevel = 2 }: { grid: ArticleGridData; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const site = useSite();
  const location = useLocation();
  const labelId = useId();
  const [state, dispatch] = useReducer(articleGridTransition<ContentArticle>, grid, initialState);
  const fetcher = useFetcher<typeof morePageLoader>();
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // The search for the state's tag and offset, whenever one is on its way.
  const { load } = fetcher;
  useEffect(() => {
    if (!state.loading) return;
    const query = articleSearchQuery(state);
    const params = new URLSearchParams({ offset: String(query.offset), limit: String(query.limit) });
    if (query.tagId !== undefined) params.set('tag', query.tagId);
    void load(`${articlePath.more(site)}?${params.toString()}`);
  }, [state.loading, state.tagId, state.offset, load, site.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined || !fetcher.data.ok) return;
    const page = fetcher.data;
    dispatch({ type: 'ResultsLoaded', tagId: page.tagId, offset: page.offset, articles: page.articles, numFound: page.numFound });
  }, [fetcher.state, fetcher.data]);

  // After Read more, the focus goes to the first article it added.
  useEffect(() => {
    if (state.loading || focusFrom.current === null) return;
    const links = list.current?.querySelectorAll<HTMLAnchorElement>('.article-card a');
    links?.[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [state.loading, state.articles.length]);

  const toggleTag = (tagId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dispatch({ type: 'ToggleTag', tagId });
  };
  const readMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusFrom.current = state.articles.length;
    dispatch({ type: 'ReadMore' });
  };

  const facets = grid.facets;
  const overflow = (['sm', 'md', 'lg'] as const).filter((bp) => facets.length > ARTICLE_FILTER_TAG_COUNT[bp]).map((bp) => `article-tags--over-${bp}`);
  const failed = fetcher.state === 'idle' && fetcher.data !== undefined && !fetcher.data.ok;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="article-grid">
      {facets.length > 0 && (
        <nav className={['article-tags', ...overflow].join(' ')} aria-labelledby={labelId}>
          <p id={labelId} className="article-tags__label"><FormattedMessage id="articles.filter.label" /></p>
          <ul className="article-tags__list">
            {facets.map((facet, index) => {
              const active = state.tagId === facet.id;
              const tier = index < ARTICLE_FILTER_TAG_COUNT.sm ? 'sm' : index < ARTICLE_FILTER_TAG_COUNT.md ? 'md' : index < ARTICLE_FILTER_TAG_COUNT.lg ? 'lg' : 'more';
              return (
                <li key={facet.id} className={`article-tags__tag article-tags__tag--${tier}`}>
                  <Link to={articleGridHref(location.pathname, location.search, { tag: active ? null : facet.id })} onClick={toggleTag(facet.id)}
                    className={active ? 'chip chip--active' : 'chip'} aria-current={active ? 'true' : undefined} preventScrollReset>
                    {facet.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <details className="article-tags__more">
            <summary><FormattedMessage id="articles.filter.more" /></summary>
          </details>
        </nav>
      )}
      <p role="status" className="status-line">
        {state.loading
          ? <FormattedMessage id="articles.loading" />
          : <FormattedMessage id="articles.count" values={{ shown: state.articles.length, total: state.numFound }} />}
      </p>
      {failed && <p className="notice notice--error" role="alert"><FormattedMessage id="articles.failed" /></p>}
      {!state.loading && state.articles.length === 0 ? (
        <p><FormattedMessage id="articles.empty" /></p>
      ) : (
        <ul ref={list} className="article-grid__list" aria-busy={state.loading}>
          {state.articles.map((article, index) => (
            <ArticleCard key={article.id} article={article} Heading={Heading} eager={index < 3 && grid.offset === 0} />
          ))}
        </ul>
      )}
      {showReadMore(state) && (
        <p className="article-grid__more">
          <Link to={articleGridHref(location.pathname, location.search, { tag: undefined, offset: state.offset + state.pageSize })}
            className="button button--secondary" onClick={readMore} preventScrollReset
            aria-label={intl.formatMessage({ id: 'articles.readMore.label' }, { shown: state.articles.length, total: state.numFound })}>
            <FormattedMessage id="articles.readMore" />
          </Link>
        </p>
      )}
    </div>
  );
}

/** §3 article card: picture, eyebrow and title, linking to the article. */
export function ArticleCard({ article, Heading = 'h3', eager = false }: { article: ContentArticle; Heading?: 'h2' | 'h3'; eager?: boolean }) {
  const site = useSite();
  return (
    <li className="article-card">
      <article>
        <Link to={articlePath.ofHit(site, article)}>
          <img src={article.picture.url} alt={article.picture.alt} width={article.picture.width} height={article.picture.height} loading={eager ? 'eager' : 'lazy'} />
          {article.eyebrow && <p className="article-card__eyebrow">{article.eyebrow}</p>}
          <Heading className="article-card__title">{article.title}</Heading>
        </Link>
      </article>
    </li>
  );
}

import { z } from 'zod';
import { RELATED_ARTICLES_COUNT, type ArticleSearchResponse, type ContentArticle } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiMessage } from '../errors/ui-message';

/** The article search answers at most this many at once (the contract's limit). */
const SEARCH_LIMIT = 50;
/** The offset the grid's URL may ask for (the contract's limit). */
const MAX_OFFSET = 10_000;

/** An article grid's first screen, or the page it was asked for: what the grid component starts from. */
export interface ArticleGridData {
  readonly tagId: string | null;
  /** The offset of the last page loaded (Read more continues from it). */
  readonly offset: number;
  readonly pageSize: number;
  readonly articles: readonly ContentArticle[];
  readonly numFound: number;
  readonly facets: ArticleSearchResponse['facets'];
}

/** The grid's URL state (`?tag=…&offset=…`), parsed at the edge: anything else is the first page of every tag. */
const gridQuerySchema = z.object({
  tag: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional().catch(undefined),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT).optional().catch(undefined),
});

export function articleGridQuery(url: URL, pageSize: number): { tagId: string | null; offset: number; limit: number } {
  const query = gridQuerySchema.parse(Object.fromEntries(url.searchParams));
  // An offset is a whole number of pages (a hand-written one is rounded down to its page).
  const offset = Math.floor((query.offset ?? 0) / pageSize) * pageSize;
  return { tagId: query.tag ?? null, offset, limit: query.limit ?? pageSize };
}

/** An article grid as a page's loader gives it: its first screen, or the message saying why it has none. */
export type ArticleGridAnswer = { readonly ok: true; readonly grid: ArticleGridData } | { readonly ok: false; readonly error: UiMessage };

/**
 * Every article up to the page at `offset` (JavaScript off: Read more is a link, and the page shows everything up
 * to it), in calls of at most 50.
 */
export async function loadArticleGrid(storefront: Storefront, query: { tagId: string | null; offset: number; pageSize: number }): Promise<ArticleGridAnswer> {
  const wanted = query.offset + query.pageSize;
  const articles: ContentArticle[] = [];
  let numFound = 0;
  let facets: ArticleSearchResponse['facets'] = [];
  while (articles.length < wanted) {
    const result = await storefront.content.articles({
      siteId: storefront.site.id,
      limit: Math.min(SEARCH_LIMIT, wanted - articles.length),
      offset: articles.length,
      ...(query.tagId !== null ? { tagId: query.tagId } : {}),
    });
    if (result.isErr()) return { ok: false, error: uiMessage(result.error) };
    articles.push(...result.value.articles);
    numFound = result.value.numFound;
    facets = result.value.facets;
    if (result.value.articles.length === 0 || articles.length >= numFound) break;
  }
  return { ok: true, grid: { tagId: query.tagId, offset: query.offset, pageSize: query.pageSize, articles, numFound, facets } };
}

/** One page of the grid (the Read more and tag fetcher's answer). */
export async function loadArticlePage(storefront: Storefront, query: { tagId: string | null; offset: number; limit: number }) {
  const result = await storefront.content.articles({
    siteId: storefront.site.id, limit: query.limit, offset: query.offset, ...(query.tagId !== null ? { tagId: query.tagId } : {}),
  });
  return result.map((page) => ({ tagId: query.tagId, offset: query.offset, articles: page.articles, numFound: page.numFound, facets: page.facets }));
}

/** §9 related articles: 4, with the article's first tag, never the article itself (a failed search: none). */
export async function relatedArticles(storefront: Storefront, article: { key: string; url: string; tags: readonly string[] }): Promise<readonly ContentArticle[]> {
  const tagId = article.tags[0];
  // `exclude` names the article by its key (its slug): the search leaves it out.
  const result = await storefront.content.articles({
    siteId: storefront.site.id, limit: RELATED_ARTICLES_COUNT, offset: 0, exclude: article.key, ...(tagId !== undefined ? { tagId } : {}),
  });
  if (result.isErr()) return [];
  return result.value.articles.filter((candidate) => candidate.url !== article.url).slice(0, RELATED_ARTICLES_COUNT);
}


import type { ContentPage } from '@switchback/core';
import type { RecommendationRailData } from '../recommendations/recommendation-rail-data';
import type { PageDecisions } from '../experience/decisions';
import type { ArticleGridAnswer } from '../articles/articles.server';

/** What a page's loader gives its content sections. */
export interface PageContentData {
  readonly page: ContentPage;
  readonly siteId: string;
  /** The path after the locale (filter-by blocks read the product or category id from it). */
  readonly path: string;
  /** Rails of its product-recommendations blocks, by block id. */
  readonly rails: Readonly<Record<string, RecommendationRailData>>;
  /**
   * The first screen of its article-grid blocks, by block id, loaded with the page (the grid's `?tag=` and `?offset=`
   * apply, so its links work without JavaScript); a block missing here says the articles could not be loaded.
   */
  readonly articleGrids?: Readonly<Record<string, ArticleGridAnswer>>;
  /** Issue 12: what the loader decided for its experiences and segmentation (none: baselines). */
  readonly decisions?: PageDecisions;
}

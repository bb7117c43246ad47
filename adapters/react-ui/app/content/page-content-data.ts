import type { ContentPage } from '@switchback/core';
import type { RecommendationRailData } from '../recommendations/recommendations.server';
import type { PageDecisions } from '../experience/decisions';

/** What a page's loader gives its content sections. */
export interface PageContentData {
  readonly page: ContentPage;
  readonly siteId: string;
  /** The path after the locale (filter-by blocks read the product or category id from it). */
  readonly path: string;
  /** Rails of its product-recommendations blocks, by block id. */
  readonly rails: Readonly<Record<string, RecommendationRailData>>;
  /** Issue 12: what the loader decided for its experiences and segmentation (none: baselines). */
  readonly decisions?: PageDecisions;
}

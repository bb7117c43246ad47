import { createContext, useContext } from 'react';
import type { RecommendationRailData } from '../recommendations/recommendation-rail-data';
import type { ArticleGridAnswer } from '../articles/articles.server';

/** What every block of a page needs: the site (links get its locale), the path (filter-by), the page's rails. */
export interface ContentRenderContext {
  readonly siteId: string;
  /** The path after the locale (`/p/…`, `/c/…`, `/`), for filter-by blocks. */
  readonly path: string;
  /** The block whose image is the page's largest paint (eager, fetchpriority high); null: none. */
  /** The page's first block, and the first blocks inside it when it is a personalisation wrapper (whichever shows is the LCP). */
  readonly priorityBlockIds: ReadonlySet<string>;
  /** Rails of the page's product-recommendations blocks, by block id (a block without one renders nothing). */
  readonly rails: Readonly<Record<string, RecommendationRailData>>;
  /** The first screen of the page's article-grid blocks, by block id (loaded with the page). */
  readonly articleGrids: Readonly<Record<string, ArticleGridAnswer>>;
}

export const ContentContext = createContext<ContentRenderContext>({ siteId: 'en-us', path: '/', priorityBlockIds: new Set<string>(), rails: {}, articleGrids: {} });
export const useContentContext = (): ContentRenderContext => useContext(ContentContext);

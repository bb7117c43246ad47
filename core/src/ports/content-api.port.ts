import type { ResultAsync } from 'neverthrow';
import type {
  ArticleSearchResponse, ContentArticleSearchQuery, ContentChildren, ContentDocType, ContentMenu, ContentMode, ContentPage,
  ContentPopUps, ContentQuery, ShowcaseResponse,
} from '../contract';
import type { SiteId } from '../contract/common.contract';
import type { CommerceError } from '../errors';

/** Which content: the site, live or preview (`pre`), and for preview the moment shown. */
export interface ContentScope {
  readonly siteId: SiteId;
  readonly mode: ContentMode;
  /** Preview only: ISO 8601 with an offset. */
  readonly previewDateTime?: string;
  /** The storefront path after the locale (for `-inherited` sections' route patterns). */
  readonly route?: string;
}

/** Issue 12 §1, storefront-experience §7 the content service. CONTENT_NOT_FOUND for an unknown document. */
export interface ContentApi {
  augmentedPage(scope: ContentScope, page: string): ResultAsync<ContentPage, CommerceError>;
  page(scope: ContentScope, page: string): ResultAsync<ContentPage, CommerceError>;
  category(scope: ContentScope, categoryId: string): ResultAsync<ContentPage, CommerceError>;
  product(scope: ContentScope, productId: string): ResultAsync<ContentPage, CommerceError>;
  search(scope: ContentScope, searchType: string, q?: string): ResultAsync<ContentPage, CommerceError>;
  footer(scope: ContentScope): ResultAsync<ContentPage, CommerceError>;
  fragment(scope: ContentScope, fragmentId: string): ResultAsync<ContentPage, CommerceError>;
  menu(scope: ContentScope): ResultAsync<ContentMenu, CommerceError>;
  children(scope: ContentScope, parentPageSlug: string): ResultAsync<ContentChildren, CommerceError>;
  popUps(scope: ContentScope): ResultAsync<ContentPopUps, CommerceError>;
  showcase(scope: ContentScope, docType: ContentDocType, options?: { layoutVariant?: string; limit?: 10 | 20 | 50; offset?: number }): ResultAsync<ShowcaseResponse, CommerceError>;
  articles(query: Omit<ContentArticleSearchQuery, 'locale'>): ResultAsync<ArticleSearchResponse, CommerceError>;
}

/** The query of a content call for a scope (previewDateTime only in preview). */
export const contentQueryOf = (scope: ContentScope): Omit<ContentQuery, 'locale'> => ({
  ...(scope.mode === 'pre' && scope.previewDateTime !== undefined ? { previewDateTime: scope.previewDateTime } : {}),
  ...(scope.route !== undefined ? { route: scope.route } : {}),
});

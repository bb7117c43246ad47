import { articlePageSize, recommendationRequestOf, parseProductRoute, type BlockOf, type ContentBlock, type CommerceError, type ContentPage, type Site } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { loadRecommendationRails } from '../recommendations/recommendations.server';
import type { RecommendationRailData } from '../recommendations/recommendation-rail-data';
import { contentScopeOf } from './content-scope.server';
import { articleGridQuery, loadArticleGrid, type ArticleGridAnswer } from '../articles/articles.server';
import { decideForSections, VISITOR_COOKIE, VISITOR_MAX_AGE_S } from '../experience/decide-for-sections.server';
import { ContentSections, type PageContentData } from './content-sections.component';
import { serverParts } from '../platform/lazy-part';
import { pack, type Packed } from '../platform/packed-data';

// The server renders content synchronously (see content-slot.component.tsx).
Object.assign(serverParts, { ContentSections });

/** Which content call a page makes. */
export type PageContentRequest =
  | { readonly call: 'augmentedPage' | 'page'; readonly key: string }
  | { readonly call: 'category'; readonly categoryId: string }
  | { readonly call: 'product'; readonly productId: string }
  | { readonly call: 'search'; readonly searchType: string; readonly q?: string | undefined }
  | { readonly call: 'footer' };

function call(storefront: Storefront, scope: ReturnType<typeof contentScopeOf>, request: PageContentRequest) {
  const content = storefront.content;
  switch (request.call) {
    case 'augmentedPage': return content.augmentedPage(scope, request.key);
    case 'page': return content.page(scope, request.key);
    case 'category': return content.category(scope, request.categoryId);
    case 'product': return content.product(scope, request.productId);
    case 'search': return content.search(scope, request.searchType, request.q);
    case 'footer': return content.footer(scope);
  }
}

/** The page type the decide call reports (its page view event). */
const pageTypeOf = (request: PageContentRequest): string =>
  request.call === 'augmentedPage' || request.call === 'page' ? request.key : request.call;

/** Every block of one type in a page's blocks, however deeply nested. */
function blocksOfType<T extends ContentBlock['type']>(blocks: readonly ContentBlock[], type: T): BlockOf<T>[] {
  return blocks.flatMap((block): BlockOf<T>[] => {
    if (block.type === type) return [block as BlockOf<T>];
    switch (block.type) {
      case 'collection': return blocksOfType(block.items, type);
      case 'accordion': return block.items.flatMap((item) => blocksOfType(item.blocks ?? [], type));
      case 'dialog': return blocksOfType(block.blocks ?? [], type);
      case 'experience': return [...blocksOfType(block.baselines, type), ...block.variants.flatMap((variant) => blocksOfType(variant.blocks, type))];
      case 'segmentation': return [...blocksOfType(block.baselines, type), ...block.segments.flatMap((segment) => blocksOfType(segment.blocks, type))];
      case 'filter-by': return blocksOfType(block.components, type);
      default: return [];
    }
  });
}

/** The rails of a page's recommendation blocks, asked side by side (the product page's product when on one). */
async function railsOf(storefront: Storefront, page: ContentPage, path: string): Promise<Record<string, RecommendationRailData>> {
  const blocks = blocksOfType(Object.values(page.sections).flat(), 'product-recommendations');
  if (blocks.length === 0) return {};
  const productId = path.startsWith('/p/') ? parseProductRoute(path).map((route) => route.productId).unwrapOr(null) : null;
  const asked = blocks.flatMap((block) => {
    const request = recommendationRequestOf(block, productId);
    return request === null ? [] : [{ id: block.id, request }];
  });
  const rails = await Promise.all(asked.map(async ({ id, request }) => ({ id, rails: await loadRecommendationRails(storefront, [request]) })));
  return Object.fromEntries(rails.flatMap(({ id, rails: [rail] }) => (rail === undefined ? [] : [[id, rail]])));
}

/**
 * The first screen of a page's article grids, asked side by side: every grid of the page follows the URL's `?tag=`
 * and `?offset=` (its links without JavaScript), within its own page size.
 */
async function articleGridsOf(storefront: Storefront, page: ContentPage, requestUrl: Request): Promise<Record<string, ArticleGridAnswer>> {
  const blocks = blocksOfType(Object.values(page.sections).flat(), 'article-grid');
  const url = new URL(requestUrl.url);
  const grids = await Promise.all(blocks.map(async (block) => {
    const pageSize = articlePageSize(block);
    const query = articleGridQuery(url, pageSize);
    return [block.id, await loadArticleGrid(storefront, { tagId: query.tagId, offset: query.offset, pageSize })] as const;
  }));
  return Object.fromEntries(grids);
}

/**
 * Issue 12 §2 a page's content, for its loader to ask in parallel with its other data. No content (not found, the
 * service down, a malformed answer) is null: the page keeps its own rendering. Only unexpected failures are logged,
 * once and briefly; CONTENT_NOT_FOUND is the ordinary case of a page without content.
 */
export async function loadPageContent(storefront: Storefront, site: Site, requestUrl: Request, request: PageContentRequest): Promise<Packed<PageContentData> | null> {
  const answer = await fetchPageContent(storefront, site, requestUrl, request);
  if (answer.kind === 'failed') console.warn('storefront: content %s unavailable (%s)', request.call, describe(answer.error));
  // Packed (platform/packed-data.ts): content blocks are only rendered, and one page's content is 34 to 100+ values.
  return answer.kind === 'found' ? pack(answer.content) : null;
}

export type PageContentAnswer =
  | { readonly kind: 'found'; readonly content: PageContentData }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'failed'; readonly error: CommerceError | Error };

const describe = (error: CommerceError | Error): string =>
  error instanceof Error ? error.message : error.type === 'ApiError' ? `${error.errorId} ${error.statusCode}` : error.type;

/** A content page's loader: found, not found (its 404), or failed (the content service down). */
export async function fetchPageContent(storefront: Storefront, site: Site, requestUrl: Request, request: PageContentRequest): Promise<PageContentAnswer> {
  try {
    const scope = contentScopeOf(site, requestUrl);
    const answer = await call(storefront, scope, request);
    if (answer.isErr()) {
      const error = answer.error;
      const notFound = error.type === 'ApiError' && (error.errorId === 'CONTENT_NOT_FOUND' || error.statusCode === 404);
      return notFound ? { kind: 'notFound' } : { kind: 'failed', error };
    }
    const path = scope.route ?? '/';
    // The page's rails and its experiences' decisions (issue 12: every content page, not only home), side by side.
    const [rails, articleGrids, decided] = await Promise.all([
      railsOf(storefront, answer.value, path).catch(() => ({})),
      articleGridsOf(storefront, answer.value, requestUrl).catch(() => ({})),
      decideForSections(storefront, requestUrl, answer.value.sections, {
        apiBaseUrl: storefront.apiBaseUrl, pageType: pageTypeOf(request),
        keepVisitor: (visitorId) => storefront.session.keepCookie(VISITOR_COOKIE, visitorId, VISITOR_MAX_AGE_S),
      }),
    ]);
    return { kind: 'found', content: { page: answer.value, siteId: site.id, path, rails, articleGrids, decisions: decided } };
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
  }
}

import { endpoint, type Endpoint } from './endpoint';
import {
  articleSearchQuerySchema, articleSearchResponseSchema, contentChildrenSchema, contentMenuSchema, contentPageSchema,
  contentParams, contentPopUpsSchema, contentQuerySchema, contentSearchQuerySchema, fragmentQuerySchema, showcaseQuerySchema,
  showcaseResponseSchema,
} from './content.contract';

const CANVAS = '/{mode}/caas/v1/canvas';

/**
 * Issue 12 §1, storefront-experience §7 the content service (all GET, public, cacheable). `mode` is `live`, or `pre`
 * for preview: preview shows what is scheduled at `previewDateTime`. Unknown documents answer CONTENT_NOT_FOUND.
 */
export const contentEndpoints = {
  contentAugmentedPage: endpoint({ method: 'GET', path: `${CANVAS}/augmentedpage/{siteId}/{page}`, summary: 'Content: a page type\'s sections (home, cart, checkout, account, 4xx, …) merged with the -inherited sections whose route patterns match', params: contentParams.page, query: contentQuerySchema, response: contentPageSchema, auth: false }),
  contentCategory: endpoint({ method: 'GET', path: `${CANVAS}/category/{siteId}/{categoryId}`, summary: 'Content: a category page\'s sections (the category\'s own document, else the default category document)', params: contentParams.category, query: contentQuerySchema, response: contentPageSchema, auth: false }),
  contentSearch: endpoint({ method: 'GET', path: `${CANVAS}/search/{siteId}/{searchType}`, summary: 'Content: the search page\'s sections for a search type (results, no-results, hub)', params: contentParams.search, query: contentSearchQuerySchema, response: contentPageSchema, auth: false }),
  contentFooter: endpoint({ method: 'GET', path: `${CANVAS}/footer/{siteId}`, summary: 'Content: the footer', params: contentParams.site, query: contentQuerySchema, response: contentPageSchema, auth: false }),
  contentFragment: endpoint({ method: 'GET', path: `${CANVAS}/fragment/{fragmentId}`, summary: 'Content: a reusable fragment of blocks', params: contentParams.fragment, query: fragmentQuerySchema, response: contentPageSchema, auth: false }),
  contentMenu: endpoint({ method: 'GET', path: `${CANVAS}/menu/{siteId}`, summary: 'Content: the mega-menu (levels 1 to 3, banners, visual selectors)', params: contentParams.site, query: contentQuerySchema, response: contentMenuSchema, auth: false }),
  contentPage: endpoint({ method: 'GET', path: `${CANVAS}/page/{siteId}/{page}`, summary: 'Content: a content page or an article by its slug', params: contentParams.page, query: contentQuerySchema, response: contentPageSchema, auth: false }),
  contentChildren: endpoint({ method: 'GET', path: `${CANVAS}/children/{siteId}/{parentPageSlug}`, summary: 'Content: the pages under a parent page', params: contentParams.children, query: contentQuerySchema, response: contentChildrenSchema, auth: false }),
  contentPopUps: endpoint({ method: 'GET', path: `${CANVAS}/popups/{siteId}`, summary: 'Content: the site\'s pop-ups, in order (the pop-up manager shows the first not dismissed)', params: contentParams.site, query: contentQuerySchema, response: contentPopUpsSchema, auth: false }),
  contentProduct: endpoint({ method: 'GET', path: `${CANVAS}/product/{siteId}/{productId}`, summary: 'Content: a product page\'s sections (the product\'s own document, else the default product document)', params: contentParams.product, query: contentQuerySchema, response: contentPageSchema, auth: false }),
  contentShowcase: endpoint({ method: 'GET', path: `${CANVAS}/showcase/{siteId}/{docType}`, summary: 'Content: the documents of a type, for the preview tool (layoutVariant, limit 10/20/50, offset)', params: contentParams.showcase, query: showcaseQuerySchema, response: showcaseResponseSchema, auth: false }),
  articleSearch: endpoint({ method: 'GET', path: '/fapi/articles', summary: 'Articles of a site, newest first, by tag (limit, offset, tagId), with the tags for the filter bar', query: articleSearchQuerySchema, response: articleSearchResponseSchema, auth: false }),
} as const satisfies Record<string, Endpoint>;

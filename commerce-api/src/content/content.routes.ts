import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentImportRequestSchema, SUPPORT_KEY_HEADER, type ContentMode, type SiteId } from '@switchback/core';
import type { ContractRouter, SupportKey } from '../http/contract-router';
import { parseInput, sendFailure } from '../http/request-context';
import { CONTENT_IMAGE_CACHE_CONTROL, contentImageParamsSchema, contentImageQuerySchema, renderContentImage } from './content-image';
import type { ContentService } from './content.service';
import type { InternalContentService } from './internal-content.service';

/** Live content is the same for every shopper: cacheable briefly. Preview answers are never stored by anyone. */
export const LIVE_CONTENT_CACHE_CONTROL = 'public, max-age=60';
const cacheFor = (reply: FastifyReply, mode: ContentMode): void => {
  reply.header('cache-control', mode === 'pre' ? 'no-store' : LIVE_CONTENT_CACHE_CONTROL);
};

/** The import carries every document of a site or more: its own body limit (the API's default is 64 KB). */
export const CONTENT_IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** Issue 12 §1, storefront-experience §7: the content calls (public, live cacheable, preview no-store) and authoring. */
export function registerContentRoutes(router: ContractRouter, content: ContentService, internal: InternalContentService): void {
  const scope = (params: { mode: ContentMode; siteId: SiteId }, query: { previewDateTime?: string | undefined; route?: string | undefined }) => ({
    siteId: params.siteId, mode: params.mode, previewDateTime: query.previewDateTime, route: query.route,
  });
  router.public('contentAugmentedPage', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.augmentedPage(scope(params, query), params.page)));
  router.public('contentPage', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.contentPage(scope(params, query), params.page)));
  router.public('contentCategory', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.category(scope(params, query), params.categoryId)));
  router.public('contentProduct', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.product(scope(params, query), params.productId)));
  router.public('contentSearch', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.search(scope(params, query), params.searchType)));
  router.public('contentFooter', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.footer(scope(params, query))));
  router.public('contentFragment', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.fragment({ siteId: query.siteId, mode: params.mode, previewDateTime: query.previewDateTime }, params.fragmentId)));
  router.public('contentMenu', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.menu(scope(params, query))));
  router.public('contentChildren', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.children(scope(params, query), params.parentPageSlug)));
  router.public('contentPopUps', ({ params, query, reply }) => (cacheFor(reply, params.mode), content.popUps(scope(params, query))));
  router.public('contentShowcase', ({ params, query, reply }) => (cacheFor(reply, params.mode),
    content.showcase(scope(params, query), params.docType, { layoutVariant: query.layoutVariant, limit: query.limit, offset: query.offset })));
  router.public('articleSearch', ({ query, reply }) => (cacheFor(reply, 'live'), content.articles(query)));

  router.public('componentCompare', ({ query, reply }) => (cacheFor(reply, 'live'), internal.compare(query.siteId)));
  router.public('componentCollections', ({ query, reply }) => (cacheFor(reply, 'live'), internal.collections(query.siteId)));
  router.public('componentFooter', ({ query, reply }) => (cacheFor(reply, 'live'), internal.footer(query.siteId)));
  router.public('componentFootSizes', ({ query, reply }) => (cacheFor(reply, 'live'), internal.footSizes(query.siteId)));
  router.public('componentSearchHub', ({ query, reply }) => (cacheFor(reply, 'live'), internal.searchHub(query.siteId)));
  router.public('componentSizeChart', ({ params, query, reply }) => (cacheFor(reply, 'live'), internal.sizeChart(query.siteId, params.productType)));
  router.public('componentUtility', ({ query, reply }) => (cacheFor(reply, 'live'), internal.utility(query.siteId)));
  router.public('pageLocationSelector', ({ reply }) => (cacheFor(reply, 'live'), internal.locationSelector()));
  router.public('internalPage', ({ params, query, reply }) => (cacheFor(reply, 'live'), content.contentPage({ siteId: query.siteId, mode: 'live' }, params.page)));

  router.support('supportContentExport', ({ query }) => content.exportDocuments(query.siteId).map((documents) => ({ documents })));
}

/**
 * The import route, registered beside the contract router only for its body limit (16 MB): the same contract body
 * schema, the same support key check, the same failure answers as every support route.
 */
export function registerContentImportRoute(app: FastifyInstance, basePath: string, content: ContentService, supportKey: SupportKey): void {
  app.post(`${basePath}/support/v1/content/import`, { bodyLimit: CONTENT_IMPORT_BODY_LIMIT_BYTES }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!supportKey.accepts(request.headers[SUPPORT_KEY_HEADER])) return sendFailure(reply, { type: 'SupportKeyInvalid' }, request.correlationId);
    const body = parseInput(contentImportRequestSchema, request.body, 'body');
    if (body.isErr()) return sendFailure(reply, body.error, request.correlationId);
    const imported = await content.importDocuments(body.value.documents, body.value.dryRun ?? false);
    return imported.match((summary) => reply.code(200).send(summary), (failure) => sendFailure(reply, failure, request.correlationId));
  });
}

/** Content images: generated SVGs at a stable URL, the size the document declares (`?w=&h=`). */
export function registerContentImageRoutes(app: FastifyInstance, basePath: string): void {
  app.get(`${basePath}/images/content/:file`, async (request, reply) => {
    const params = parseInput(contentImageParamsSchema, request.params, 'params');
    if (params.isErr()) return sendFailure(reply, params.error, request.correlationId);
    const query = parseInput(contentImageQuerySchema, request.query ?? {}, 'query');
    if (query.isErr()) return sendFailure(reply, query.error, request.correlationId);
    const svg = renderContentImage(params.value.file.slice(0, -'.svg'.length), query.value.w, query.value.h);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', CONTENT_IMAGE_CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}

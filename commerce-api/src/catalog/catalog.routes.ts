import { createHash } from 'node:crypto';
import { z } from 'zod';
import { okAsync } from 'neverthrow';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_ID, siteIdSchema, SITES, type Clock } from '@switchback/core';
import type { ContractRouter } from '../http/contract-router';
import { parseInput, sendFailure } from '../http/request-context';
import type { CatalogRepository } from './catalog.repository';
import type { CatalogService } from './catalog.service';
import { renderProductImage } from './product-image.svg';

const imageParamsSchema = z.strictObject({
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/, 'product id is 8 to 11 upper-case letters or digits'),
  file: z.string().regex(/^[a-z0-9-]{1,32}\.svg$/, 'image file is {colour}.svg'),
});
/** The site whose language the image speaks is in the URL, never a header: each site's image caches on its own. */
const imageQuerySchema = z.strictObject({ site: siteIdSchema.default(DEFAULT_SITE_ID) });

export function registerCatalogRoutes(router: ContractRouter, catalog: CatalogService, clock: Clock): void {
  router.public('catalog', ({ site }) => catalog.catalog(site));
  router.public('productDetails', ({ site, params }) => catalog.details(site, params.productId));
  router.public('productInventory', ({ site, params }) => catalog.inventory(site, params.productId));
  router.public('serverTime', () => {
    const now = clock.now();
    return okAsync({ timestamp: now.toISOString(), epochMs: now.getTime() });
  });
}

/**
 * A product image is a pure function of its URL (product, colour, site) and read-only catalogue rows (product,
 * category, colour and their translations): it changes only when the catalogue is seeded again. Browsers and CDNs keep it for a year; a reload revalidates it with its ETag (304).
 */
export const PRODUCT_IMAGE_CACHE_CONTROL = 'public, max-age=31536000';

/**
 * GET {basePath}/images/products/{productId}/{colour}.svg?site={site}: product images drawn locally (no network), with
 * the names in the site's language (`site` absent: the default site).
 */
export function registerImageRoutes(app: FastifyInstance, basePath: string, repo: CatalogRepository): void {
  app.get(`${basePath}/images/products/:productId/:file`, async (request, reply) => {
    const params = parseInput(imageParamsSchema, request.params, 'params');
    if (params.isErr()) return sendFailure(reply, params.error, request.correlationId);
    const query = parseInput(imageQuerySchema, request.query, 'query');
    if (query.isErr()) return sendFailure(reply, query.error, request.correlationId);
    const { site } = query.value;
    const subject = await repo.imageSubject(site, params.value.productId, params.value.file.slice(0, -'.svg'.length));
    if (!subject) return sendFailure(reply, { type: 'ImageNotFound' }, request.correlationId);
    const svg = renderProductImage({
      language: SITES[site].language, name: subject.name, categorySlug: subject.category_slug, colorName: subject.color_name, swatch: subject.swatch,
    });
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', PRODUCT_IMAGE_CACHE_CONTROL).header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}

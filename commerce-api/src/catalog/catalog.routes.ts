import { z } from 'zod';
import { okAsync } from 'neverthrow';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '@switchback/core';
import type { ContractRouter } from '../http/contract-router';
import { parseInput, sendFailure } from '../http/request-context';
import type { CatalogRepository } from './catalog.repository';
import type { CatalogService } from './catalog.service';
import { renderProductImage } from './product-image.svg';

const imageParamsSchema = z.strictObject({
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/, 'product id is 8 to 11 upper-case letters or digits'),
  file: z.string().regex(/^[a-z0-9-]{1,32}\.svg$/, 'image file is {colour}.svg'),
});

export function registerCatalogRoutes(router: ContractRouter, catalog: CatalogService, clock: Clock): void {
  router.public('catalog', ({ site }) => catalog.catalog(site));
  router.public('productSearch', ({ site, query }) => catalog.search(site, query));
  router.public('productDetails', ({ site, params }) => catalog.details(site, params.productId));
  router.public('productInventory', ({ site, params }) => catalog.inventory(site, params.productId));
  router.public('serverTime', () => {
    const now = clock.now();
    return okAsync({ timestamp: now.toISOString(), epochMs: now.getTime() });
  });
}

/** GET {basePath}/images/products/{productId}/{colour}.svg: product images drawn locally (no network). */
export function registerImageRoutes(app: FastifyInstance, basePath: string, repo: CatalogRepository): void {
  app.get(`${basePath}/images/products/:productId/:file`, async (request, reply) => {
    const params = parseInput(imageParamsSchema, request.params, 'params');
    if (params.isErr()) return sendFailure(reply, params.error, request.correlationId);
    const subject = await repo.imageSubject(params.value.productId, params.value.file.slice(0, -'.svg'.length));
    if (!subject) return sendFailure(reply, { type: 'ImageNotFound' }, request.correlationId);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderProductImage({ name: subject.name, categorySlug: subject.category_slug, colorName: subject.color_name, swatch: subject.swatch }));
  });
}

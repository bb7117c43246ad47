import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@switchback/core';
import { THREE_UNIT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from './demo-seed';
import { call, expectError, expectOk, startTestEngine, type TestEngine } from '../test-support/test-engine';

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('catalogue routes', () => {
  it('the catalogue lists brands, 6 categories and the gift cards with their product counts and featured products', async () => {
    const catalog = expectOk('catalog', await call(engine.app, 'catalog'));
    expect(catalog.brands.length).toBeGreaterThanOrEqual(2);
    // Jackets: 50 and the presale Solstice Shell Jacket.
    expect(catalog.categories.map((c) => c.productCount)).toEqual([50, 50, 51, 50, 50, 50, 3]);
    expect(catalog.featured.length).toBeGreaterThan(0);
    expect(catalog.featured[0]!.url).toMatch(/^\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/);
  });

  it('search lists a category page by page, and finds by name', async () => {
    const { app } = engine;
    const categoryId = expectOk('catalog', await call(app, 'catalog')).categories[0]!.id;
    const page1 = expectOk('productSearch', await call(app, 'productSearch', { query: { categoryId, count: '4' } }));
    expect(page1.total).toBe(50);
    expect(page1.hits).toHaveLength(4);
    const page3 = expectOk('productSearch', await call(app, 'productSearch', { query: { categoryId, start: '48', count: '4' } }));
    expect(page3.hits).toHaveLength(2);
    const found = expectOk('productSearch', await call(app, 'productSearch', { query: { q: 'talus daypack' } }));
    expect(found.hits.map((h) => h.id)).toContain(THREE_UNIT_PRODUCT_ID);
    const wildcard = expectOk('productSearch', await call(app, 'productSearch', { query: { q: '%' } }));
    expect(wildcard.total).toBe(0);
  });

  it('search rejects a bad count and an unknown parameter with the field named', async () => {
    const bad = await call(engine.app, 'productSearch', { query: { count: '1000' } });
    expect(expectError(bad, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('count');
    const unknown = await call(engine.app, 'productSearch', { query: { sort: 'price' } });
    expect(expectError(unknown, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('sort');
  });

  it('the locale query is language-region (like en-US): anything else, or an unknown parameter, is a 400 naming it', async () => {
    for (const name of ['catalog', 'productSearch'] as const) {
      const garbage = await call(engine.app, name, { query: { locale: 'x'.repeat(500) } });
      expect(expectError(garbage, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('locale');
    }
    const details = await call(engine.app, 'productDetails', { params: { productId: WELL_STOCKED_PRODUCT_ID }, query: { 'x[y]': '1' } });
    expect(expectError(details, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('x[y]');
    expectOk('catalog', await call(engine.app, 'catalog', { query: { locale: 'en-GB' } }));
  });

  it('details give colours, sizes, per-variant prices and orderability; inventory gives stock status', async () => {
    const details = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: THREE_UNIT_PRODUCT_ID } }));
    expect(details.variants.map((v) => [v.color, v.size, v.orderable])).toEqual([['ember', 'S/M', true], ['ember', 'M/L', false]]);
    const inventory = expectOk('productInventory', await call(engine.app, 'productInventory', { params: { productId: THREE_UNIT_PRODUCT_ID } }));
    expect(inventory.variants.map((v) => [v.quantity, v.status])).toEqual([[3, 'LOW_STOCK'], [0, 'OUT_OF_STOCK']]);
  });

  it('fr-fr prices in EUR', async () => {
    const details = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: WELL_STOCKED_PRODUCT_ID }, headers: { 'x-site-id': 'fr-fr' } }));
    expect(details.currency).toBe('EUR');
  });

  it('an unknown product is PRODUCT_NOT_FOUND (404); a malformed id is a 400', async () => {
    expectError(await call(engine.app, 'productDetails', { params: { productId: 'ZZZZ99999' } }), 404, 'PRODUCT_NOT_FOUND');
    expectError(await call(engine.app, 'productInventory', { params: { productId: 'ZZZZ99999' } }), 404, 'PRODUCT_NOT_FOUND');
    expectError(await call(engine.app, 'productDetails', { params: { productId: 'lower' } }), 400, 'INVALID_REQUEST');
  });

  it('product images are SVGs drawn locally and served under the base path', async () => {
    const details = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: WELL_STOCKED_PRODUCT_ID } }));
    const image = await engine.app.inject({ method: 'GET', url: details.images[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('<svg');
    expect(image.body).toContain(details.name);
    expectError(await engine.app.inject({ method: 'GET', url: `/api/images/products/${WELL_STOCKED_PRODUCT_ID}/nope.svg` }), 404, 'NOT_FOUND');
  });

  it('server time follows the clock port', async () => {
    const time = expectOk('serverTime', await call(engine.app, 'serverTime'));
    expect(time.epochMs).toBe(engine.clock.now().getTime());
  });

  it('/api/openapi.json is the OpenAPI 3.1 document of every contract path', async () => {
    const response = await engine.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    for (const e of Object.values(endpoints)) expect(doc.paths[e.path]).toBeDefined();
  });

  it('an unknown route answers 404 NOT_FOUND in the §8 shape', async () => {
    expectError(await engine.app.inject({ method: 'GET', url: '/api/no/such/route' }), 404, 'NOT_FOUND');
    expectError(await engine.app.inject({ method: 'PATCH', url: '/api/cart/v1/cart' }), 404, 'NOT_FOUND');
  });
});

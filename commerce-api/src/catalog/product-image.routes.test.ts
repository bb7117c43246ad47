import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from './demo-seed';
import { PRODUCT_IMAGE_CACHE_CONTROL } from './catalog.routes';
import { PRODUCT_IMAGE_SIZE } from './product-image.svg';
import { call, expectOk, startTestEngine, type TestEngine } from '../test-support/test-engine';

let engine: TestEngine;
let imageUrl: string;
beforeAll(async () => {
  engine = await startTestEngine();
  const details = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: WELL_STOCKED_PRODUCT_ID } }));
  imageUrl = details.images[0]!.url;
});
afterAll(async () => {
  await engine?.close();
});

describe('product images for fast pages', () => {
  it('are cached for a year by browsers and shared caches', async () => {
    const image = await engine.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe(PRODUCT_IMAGE_CACHE_CONTROL);
    expect(PRODUCT_IMAGE_CACHE_CONTROL).toMatch(/^public, max-age=31536000/);
  });

  it('declare a square intrinsic size matching their viewBox, so width/height and srcset reserve the right box', async () => {
    const svg = (await engine.app.inject({ method: 'GET', url: imageUrl })).body;
    const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain(`width="${PRODUCT_IMAGE_SIZE.width}"`);
    expect(root).toContain(`height="${PRODUCT_IMAGE_SIZE.height}"`);
    expect(root).toContain(`viewBox="0 0 ${PRODUCT_IMAGE_SIZE.width} ${PRODUCT_IMAGE_SIZE.height}"`);
    expect(PRODUCT_IMAGE_SIZE.width).toBe(PRODUCT_IMAGE_SIZE.height);
  });

  it('a reload revalidates with the ETag and gets 304 without a body; another image has another ETag', async () => {
    const first = await engine.app.inject({ method: 'GET', url: imageUrl });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await engine.app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': `W/"other", ${String(etag)}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(PRODUCT_IMAGE_CACHE_CONTROL);
    const stale = await engine.app.inject({ method: 'GET', url: imageUrl, headers: { 'if-none-match': '"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);

    const details = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: WELL_STOCKED_PRODUCT_ID } }));
    const other = details.images.find((image) => image.url !== imageUrl);
    expect(other).toBeDefined();
    expect((await engine.app.inject({ method: 'GET', url: other!.url })).headers.etag).not.toBe(etag);
  });
});

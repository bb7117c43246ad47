import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from './demo-seed';
import { PRODUCT_IMAGE_CACHE_CONTROL } from './catalog.routes';
import { PRODUCT_IMAGE_SIZE } from './product-image.svg';
import { call, expectError, expectOk, guestCookie, startTestEngine, type TestEngine } from '../test-support/test-engine';

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

describe('product images speak the site’s language, keyed by the URL', () => {
  const details = async (site: string) =>
    expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: WELL_STOCKED_PRODUCT_ID }, headers: { 'x-site-id': site } }));
  const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];
  const textsOf = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  const unescape = (s: string) => s.replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

  it('on fr-fr the image URL carries the site and the drawing shows the French product and colour names, its title the page’s alt', async () => {
    const fr = await details('fr-fr');
    const image = fr.images[0]!;
    expect(image.url).toMatch(/\.svg\?site=fr-fr$/);
    const svg = (await engine.app.inject({ method: 'GET', url: image.url })).body;
    const colour = fr.colors.find((c) => c.code === image.color)!;
    expect(textsOf(svg).map((t) => unescape(t!))).toEqual([fr.name, colour.name]);
    expect(unescape(titleOf(svg)!)).toBe(image.alt);
    expect(svg).toContain('lang="fr"');
  });

  it('each site has its own URL, drawing and ETag: the French name is not the English one', async () => {
    const [fr, us] = [await details('fr-fr'), await details('en-us')];
    expect(fr.name).not.toBe(us.name);
    const [frImage, usImage] = [fr.images[0]!, us.images[0]!];
    expect(frImage.url).not.toBe(usImage.url);
    const [frAnswer, usAnswer] = [await engine.app.inject({ method: 'GET', url: frImage.url }), await engine.app.inject({ method: 'GET', url: usImage.url })];
    expect(textsOf(usAnswer.body)[0]).toBe(us.name);
    expect(textsOf(frAnswer.body)[0]).not.toBe(us.name);
    expect(frAnswer.headers.etag).not.toBe(usAnswer.headers.etag);
    // The URL alone decides: no header varies the answer, so any cache may keep it.
    expect(frAnswer.headers.vary ?? '').not.toMatch(/x-site-id|accept-language/i);
    const sameUrlOtherHeader = await engine.app.inject({ method: 'GET', url: frImage.url, headers: { 'x-site-id': 'en-us', 'accept-language': 'en-US' } });
    expect(sameUrlOtherHeader.body).toBe(frAnswer.body);
  });

  it('without a site the image is the default site’s; an unknown site or another query parameter is a 400 naming it', async () => {
    const us = await details('en-us');
    const bare = us.images[0]!.url.replace(/\?site=en-us$/, '');
    expect((await engine.app.inject({ method: 'GET', url: bare })).body).toBe((await engine.app.inject({ method: 'GET', url: us.images[0]!.url })).body);
    const unknown = expectError(await engine.app.inject({ method: 'GET', url: `${bare}?site=xx-xx` }), 400, 'INVALID_REQUEST');
    expect(unknown.errorDetails[0]!.field).toBe('site');
    const extra = expectError(await engine.app.inject({ method: 'GET', url: `${bare}?site=en-us&w=200` }), 400, 'INVALID_REQUEST');
    expect(extra.errorDetails[0]!.field).toBe('w');
  });

  it('cart lines carry the image of their cart’s site', async () => {
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {}, headers: { 'x-site-id': 'fr-fr' } }));
    const fr = await details('fr-fr');
    const variant = fr.variants.find((v) => v.orderable)!;
    const added = expectOk('addItem', await call(engine.app, 'addItem', {
      cookie, headers: { 'x-site-id': 'fr-fr' }, body: { cartId: cart.basketId, items: [{ productId: fr.id, upc: variant.upc, qty: 1 }] },
    }));
    expect(added.items[0]!.image).toMatch(/\.svg\?site=fr-fr$/);
  });
});

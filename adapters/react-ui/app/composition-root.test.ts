import { describe, expect, it } from 'vitest';
import {
  AddCardToken, AddToCart, PlaceOrder, SelectShippingMethod, SetBillingAddress, SetShippingAddress, SITES, type Cart,
} from '@switchback/core';
import { cartAtStage, FakeCommerce } from '@switchback/core/testing';
import { requestStorefront } from './composition-root.server';

interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
}

/**
 * A fetch that answers like the commerce API: a guest call without the guest cookie is 401; the token call sets
 * the cookie; cart creation and adding answer the cart. Records each request.
 */
function fakeApi(cart: Cart): { fetch: typeof fetch; requests: Recorded[] } {
  const requests: Recorded[] = [];
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers);
    requests.push({ method: init?.method ?? 'GET', url, headers });
    if (url.includes('/token/v2/auth/token')) {
      return json({ tokenType: 'Guest', usid: 'usid-1', customerId: 'guest-1', expiresIn: 1800 }, 200, { 'set-cookie': 'sb_guest_token=fresh; Path=/; HttpOnly; SameSite=Lax; Max-Age=1800' });
    }
    if (!(headers.get('cookie') ?? '').includes('sb_guest_token=')) {
      return json({ errorDetails: [{ errorId: 'UNAUTHORIZED', message: 'no token' }], statusCode: 401, correlationId: 'c', appId: 'a' }, 401);
    }
    if (url.includes('/cart/v1/cart')) return json(cart);
    if (url.includes('/products/v2/catalog')) return json({ brands: [], featured: [], categories: [] });
    return new Response('not found', { status: 404 });
  };
  return { fetch: fake as typeof fetch, requests };
}

const storefrontOf = (request: Request, apiFetch: typeof globalThis.fetch, secure = false) =>
  requestStorefront(SITES['en-gb'], { apiBaseUrl: 'http://api.test/api', request, fetch: apiFetch, secure });

describe('server composition root', () => {
  it('with an internal caller, every API call carries the secret and the shopper\'s address; without, neither', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'empty');
    const internalCaller = { secret: 'per-process-secret-0123456789abcdef0123', shopperIp: '203.0.113.9' };
    const named = fakeApi(cart);
    const storefront = await requestStorefront(SITES['en-gb'], {
      apiBaseUrl: 'http://api.test/api', request: new Request('http://shop.test/en-gb'), fetch: named.fetch, internalCaller,
    });
    await storefront.addToCart.run({ productId: 'TRAILRUN01', upc: '000000000109', qty: 1 });
    expect(named.requests.map((r) => new URL(r.url).pathname)).toContain('/api/token/v2/auth/token');
    for (const request of named.requests) {
      expect(request.headers.get('x-switchback-internal')).toBe(internalCaller.secret);
      expect(request.headers.get('x-switchback-shopper-ip')).toBe('203.0.113.9');
    }

    const anonymous = fakeApi(cart);
    const plain = await storefrontOf(new Request('http://shop.test/en-gb'), anonymous.fetch);
    await plain.addToCart.run({ productId: 'TRAILRUN01', upc: '000000000109', qty: 1 });
    expect(anonymous.requests.length).toBeGreaterThan(0);
    for (const request of anonymous.requests) {
      expect(request.headers.has('x-switchback-internal')).toBe(false);
      expect(request.headers.has('x-switchback-shopper-ip')).toBe(false);
    }
  });

  it('resolves every use case the storefront uses from one container', async () => {
    const { fetch } = fakeApi(await cartAtStage(new FakeCommerce(), 'empty'));
    const storefront = await storefrontOf(new Request('http://shop.test/en-gb'), fetch);
    expect(storefront.addToCart).toBeInstanceOf(AddToCart);
    expect(storefront.setShippingAddress).toBeInstanceOf(SetShippingAddress);
    expect(storefront.selectShippingMethod).toBeInstanceOf(SelectShippingMethod);
    expect(storefront.setBillingAddress).toBeInstanceOf(SetBillingAddress);
    expect(storefront.addCardToken).toBeInstanceOf(AddCardToken);
    expect(storefront.placeOrder).toBeInstanceOf(PlaceOrder);
    for (const port of [storefront.products, storefront.carts, storefront.checkout]) expect(port).toBeDefined();
  });

  it('loaders of one request share one storefront', async () => {
    const { fetch } = fakeApi(await cartAtStage(new FakeCommerce(), 'empty'));
    const request = new Request('http://shop.test/en-gb');
    expect(await storefrontOf(request, fetch)).toBe(await storefrontOf(request, fetch));
  });

  it('the loaders of one request ask the API for the catalogue once and share its answer; the next request asks again', async () => {
    const { fetch, requests } = fakeApi(await cartAtStage(new FakeCommerce(), 'empty'));
    const catalogueCalls = () => requests.filter((r) => new URL(r.url).pathname === '/api/products/v2/catalog').length;
    const request = new Request('http://shop.test/en-gb', { headers: { cookie: 'sb_guest_token=t' } });
    const [layout, page] = await Promise.all([
      storefrontOf(request, fetch).then((storefront) => storefront.products.catalog()),
      storefrontOf(request, fetch).then((storefront) => storefront.products.catalog()),
    ]);
    expect(layout._unsafeUnwrap()).toEqual({ brands: [], featured: [], categories: [] });
    expect(page._unsafeUnwrap()).toEqual(layout._unsafeUnwrap());
    expect(catalogueCalls()).toBe(1);
    await (await storefrontOf(new Request('http://shop.test/en-gb', { headers: { cookie: 'sb_guest_token=t' } }), fetch)).products.catalog();
    expect(catalogueCalls()).toBe(2);
  });

  it('a first add to cart: the guest token the API sets is used by the next call and relayed; the cart id goes in the site\'s cookie', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'empty');
    const { fetch, requests } = fakeApi(cart);
    const storefront = await storefrontOf(new Request('http://shop.test/en-gb/p/x', { headers: { cookie: 'other=1' } }), fetch);

    await storefront.addToCart.run({ productId: 'TRAILRUN01', upc: '000000000109', qty: 1 });

    const paths = requests.map((r) => `${r.method} ${new URL(r.url).pathname} ${r.headers.get('cookie') ?? '-'}`);
    expect(paths).toEqual([
      'POST /api/cart/v1/cart other=1',
      'POST /api/token/v2/auth/token other=1',
      'POST /api/cart/v1/cart other=1; sb_guest_token=fresh',
      'POST /api/cart/v1/cart/items other=1; sb_guest_token=fresh',
    ].map((line) => line.replace('/api/cart/v1/cart/items', new URL(requests.at(-1)!.url).pathname)));
    expect(requests[0]?.headers.get('x-site-id')).toBe('en-gb');
    const cookies = (await storefront.session.headers()).getSetCookie();
    expect(cookies).toContain('sb_guest_token=fresh; Path=/; HttpOnly; SameSite=Lax; Max-Age=1800');
    const cartCookie = cookies.find((cookie) => cookie.startsWith('sb_cart_en_gb='));
    expect(cartCookie).toMatch(/HttpOnly/);
    expect(cartCookie).toMatch(/SameSite=Lax/);
    expect(cartCookie).not.toMatch(/Secure/);
  });

  it('over HTTPS every cookie the browser gets is Secure, and the cart cookie is read back on the next request', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'empty');
    const { fetch } = fakeApi(cart);
    const first = await storefrontOf(new Request('https://shop.test/en-gb/p/x'), fetch, true);
    await first.addToCart.run({ productId: 'TRAILRUN01', upc: '000000000109', qty: 1 });
    const cookies = (await first.session.headers()).getSetCookie();
    expect(cookies.every((cookie) => /;\s*Secure/i.test(cookie))).toBe(true);

    const cookieHeader = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
    const next = await storefrontOf(new Request('https://shop.test/en-gb/cart', { headers: { cookie: cookieHeader } }), fetch, true);
    expect(next.session.basketId).toBe(cart.basketId);
  });

  it('forgetting the cart (an order was placed) clears its cookie', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'empty');
    const { fetch } = fakeApi(cart);
    const first = await storefrontOf(new Request('http://shop.test/en-gb/p/x'), fetch);
    await first.addToCart.run({ productId: 'TRAILRUN01', upc: '000000000109', qty: 1 });
    const cookieHeader = (await first.session.headers()).getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
    const next = await storefrontOf(new Request('http://shop.test/en-gb/checkout', { headers: { cookie: cookieHeader } }), fetch);
    next.session.forgetCart();
    expect(next.session.basketId).toBeNull();
    expect((await next.session.headers()).getSetCookie()).toEqual([expect.stringMatching(/^sb_cart_en_gb=; .*Max-Age=0/)]);
  });
});

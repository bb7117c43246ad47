import { describe, expect, it } from 'vitest';
import {
  AddCardPayment, AddToCart, PlaceOrder, SelectShippingMethod, SetShippingAddress, StartGuestSession, STORAGE_KEYS, type Cart,
} from '@switchback/core';
import { cartAtStage, FakeCommerce, FakeKeyValueStore } from '@switchback/core/testing';
import { composeServerStorefront, composeStorefront } from './composition-root';
import { WebCryptoRandomSource } from './platform/web-crypto-random';
import { SITES } from './site/site';

interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
}

/** A fetch that answers the guest token and cart creation calls like the commerce API, recording each request. */
function recordingFetch(cart: Cart): { fetch: typeof fetch; requests: Recorded[] } {
  const requests: Recorded[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    requests.push({ method: init?.method ?? 'GET', url, headers: new Headers(init?.headers) });
    if (url.includes('/token/v2/auth/token')) return json({ tokenType: 'Guest', usid: 'usid-1', customerId: 'guest-1', expiresIn: 1800 });
    if (url.includes('/cart/v1/cart')) return json(cart);
    return new Response('not found', { status: 404 });
  };
  return { fetch: fake as typeof fetch, requests };
}

describe('composition root', () => {
  it('resolves every use case the storefront uses from one container', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'empty');
    const { fetch } = recordingFetch(cart);
    const storefront = composeStorefront({
      apiBaseUrl: 'http://api.test/api', site: SITES['en-gb'], store: new FakeKeyValueStore(), random: new WebCryptoRandomSource(), fetch,
    });
    expect(storefront.startGuestSession).toBeInstanceOf(StartGuestSession);
    expect(storefront.addToCart).toBeInstanceOf(AddToCart);
    expect(storefront.setShippingAddress).toBeInstanceOf(SetShippingAddress);
    expect(storefront.selectShippingMethod).toBeInstanceOf(SelectShippingMethod);
    expect(storefront.addCardPayment).toBeInstanceOf(AddCardPayment);
    expect(storefront.placeOrder).toBeInstanceOf(PlaceOrder);
    for (const port of [storefront.products, storefront.carts, storefront.checkout, storefront.store]) expect(port).toBeDefined();
  });

  it('wires the use cases to the site\'s API client and keeps the cart id under the site\'s own key', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'empty');
    const { fetch, requests } = recordingFetch(cart);
    const store = new FakeKeyValueStore();
    const storefront = composeStorefront({ apiBaseUrl: 'http://api.test/api', site: SITES['en-gb'], store, random: new WebCryptoRandomSource(), fetch });

    const started = await storefront.startGuestSession.run();

    expect(started.isOk()).toBe(true);
    expect(store.values.get(`en-gb:${STORAGE_KEYS.basketId}`)).toBe(cart.basketId);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/token/v2/auth/token', 'POST /api/cart/v1/cart']);
    expect(requests[0]?.headers.get('x-site-id')).toBe('en-gb');
    expect(requests[0]?.headers.get('x-locale')).toBe('en-GB');
  });

  it('a server-side storefront forwards the shopper\'s Cookie to the API', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'empty');
    const { fetch, requests } = recordingFetch(cart);
    const request = new Request('http://storefront.test/en-us', { headers: { cookie: 'sb_guest_token=abc' } });
    await composeServerStorefront(SITES['en-us'], { apiBaseUrl: 'http://api.test/api', request, fetch }).carts.create();
    expect(requests[0]?.headers.get('cookie')).toBe('sb_guest_token=abc');
  });
});

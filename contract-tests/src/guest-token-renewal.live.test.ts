import { startEngine, WELL_STOCKED_PRODUCT_ID } from '@switchback/commerce-api';
import type { Clock, CommerceError } from '@switchback/core';
import { createCookieJarFetch, createHttpCommerceClient, type HttpCommerceClient } from '@switchback/http';
import type { ResultAsync } from 'neverthrow';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** One clock for the engine and the client's cookie jar, moved by the test. */
class AdvancingClock implements Clock {
  private current = new Date('2030-03-01T09:00:00.000Z');
  now(): Date {
    return new Date(this.current.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

const clock = new AdvancingClock();
let apiBaseUrl: string;
let dataDir: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'switchback-contract-renewal-'));
  const engine = await startEngine({ dataDir, port: 0, logger: false, clock });
  close = engine.close;
  apiBaseUrl = engine.apiBaseUrl;
});

afterAll(async () => {
  await close?.();
  await rm(dataDir, { recursive: true, force: true });
});

/** A CLI-like client (cookie jar on the test clock) whose exchanges are listed as method, path under the API, status. */
function shopper(): { client: HttpCommerceClient; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const jar = createCookieJarFetch(fetch, clock);
  const listed: typeof fetch = async (input, init) => {
    const response = await jar(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    exchanges.push({ method: init?.method ?? 'GET', path: url.pathname.slice(new URL(apiBaseUrl).pathname.length), status: response.status });
    return response;
  };
  let id = 0;
  const client = createHttpCommerceClient({
    baseUrl: apiBaseUrl, fetch: listed, site: 'en-us', locale: 'en-US', clientApp: 'switchback-contract-tests', newId: () => `renewal-${++id}`,
  });
  return { client, exchanges };
}

async function expectOk<T>(step: string, result: ResultAsync<T, CommerceError>): Promise<T> {
  const settled = await result;
  if (settled.isErr()) throw new Error(`step "${step}" failed: ${JSON.stringify(settled.error)}`);
  return settled.value;
}

/** A guest with a cart holding one unit of a well-stocked product. */
async function guestWithCart(client: HttpCommerceClient): Promise<{ basketId: string; upc: string }> {
  await expectOk('guestToken', client.auth.guestToken());
  const inventory = await expectOk('productInventory', client.products.inventory(WELL_STOCKED_PRODUCT_ID));
  const variant = inventory.variants.find((v) => v.status === 'IN_STOCK' && v.quantity > 0);
  if (!variant) throw new Error(`the demo catalogue has no in-stock variant of ${WELL_STOCKED_PRODUCT_ID}`);
  const cart = await expectOk('createCart', client.carts.create());
  await expectOk('addItem', client.carts.addItems({ cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc: variant.upc, qty: 1 }] }));
  return { basketId: cart.basketId, upc: variant.upc };
}

describe('the HTTP client renews an expired guest token against the real commerce API', () => {
  it('31 minutes later (token expired after 30), getCart answers 401, the token is renewed and the retry returns the same cart', async () => {
    const { client, exchanges } = shopper();
    const { basketId, upc } = await guestWithCart(client);
    clock.advance(31 * MINUTE_MS);
    exchanges.length = 0;

    const cart = await expectOk('getCart after expiry', client.carts.get(basketId));

    expect(cart.basketId).toBe(basketId);
    expect(cart.items.map((item) => [item.upc, item.qty])).toEqual([[upc, 1]]);
    expect(exchanges).toEqual([
      { method: 'GET', path: `/cart/v1/cart/${basketId}`, status: 401 },
      { method: 'POST', path: '/token/v2/auth/token', status: 200 },
      { method: 'GET', path: `/cart/v1/cart/${basketId}`, status: 200 },
    ]);
  });

  it('past the renew window (30 days) the renewal starts a new guest, who does not own the old cart: CART_NOT_FOUND', async () => {
    const { client, exchanges } = shopper();
    const { basketId } = await guestWithCart(client);
    clock.advance(31 * DAY_MS);
    exchanges.length = 0;

    const result = await client.carts.get(basketId);

    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ApiError', errorId: 'CART_NOT_FOUND' });
    expect(exchanges.map((exchange) => exchange.status)).toEqual([401, 200, 404]);
  });
});

import fc from 'fast-check';
import nock from 'nock';
import { okAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorAnswer, Scheduler } from '@switchback/core';
import { createHttpCommerceClient } from './commerce-client';
import { emptyCartAnswer, placedOrderAnswer, tokenAnswer } from './commerce-client.fixtures';
import type { HttpClientConfig } from './http-client.config';
import { UNAVAILABLE_RETRY_CAP_MS, unavailableRetryDelayMs } from './unavailable-retry';

const ORIGIN = 'http://upstream.test';
const BASKET = emptyCartAnswer.basketId;

/** The API's answer when it lost its database connection (§8 envelope, retryable). */
const unavailable: ErrorAnswer = {
  errorDetails: [{ errorId: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable. Please try again.' }],
  statusCode: 503,
  correlationId: 'corr-503',
  appId: 'commerce-api',
};

/** A Scheduler that records each pause and returns at once. */
function recordingScheduler(): Scheduler & { waits: number[] } {
  const waits: number[] = [];
  return { waits, wait: (ms) => { waits.push(ms); return okAsync(undefined); } };
}

function client(scheduler: Scheduler) {
  let n = 0;
  const config: HttpClientConfig = { baseUrl: `${ORIGIN}/api`, site: 'en-us', locale: 'en-US', clientApp: 'retry-test', newId: () => `id-${++n}`, scheduler };
  return createHttpCommerceClient(config);
}

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('a 503 with Retry-After is retried once, and only when the call is idempotent', () => {
  it('a GET answered 503 Retry-After: 1 waits 1000 ms on the Scheduler, is sent again, and answers the retry', async () => {
    const scheduler = recordingScheduler();
    const scope = nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(503, unavailable, { 'Retry-After': '1' })
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer);

    const result = await client(scheduler).carts.get(BASKET);

    expect(result._unsafeUnwrap()).toEqual(emptyCartAnswer);
    expect(scheduler.waits).toEqual([1000]);
    expect(scope.isDone()).toBe(true);
  });

  it('a longer Retry-After is capped at 2 s: a shopper is waiting', async () => {
    const scheduler = recordingScheduler();
    nock(ORIGIN)
      .get('/api/products/v2/catalog').query(true).reply(503, unavailable, { 'Retry-After': '120' })
      .get('/api/products/v2/catalog').query(true).reply(200, { brands: [], categories: [], featured: [] });

    expect((await client(scheduler).products.catalog()).isOk()).toBe(true);
    expect(scheduler.waits).toEqual([UNAVAILABLE_RETRY_CAP_MS]);
    expect(UNAVAILABLE_RETRY_CAP_MS).toBe(2000);
  });

  it('placing an order (PUT with its Idempotency-Key) is retried with the same key: one order', async () => {
    const scheduler = recordingScheduler();
    const keys: unknown[] = [];
    nock(ORIGIN)
      .put('/api/cart/v2/checkout/order').query(true)
      .reply(function () {
        keys.push(this.req.headers['idempotency-key']);
        return [503, unavailable, { 'Retry-After': '1' }];
      })
      .put('/api/cart/v2/checkout/order').query(true)
      .reply(function () {
        keys.push(this.req.headers['idempotency-key']);
        return [200, placedOrderAnswer];
      });

    const result = await client(scheduler).checkout.placeOrder(BASKET, 'order-key-1');

    expect(result._unsafeUnwrap().orderNumber).toBe(placedOrderAnswer.orderNumber);
    expect(keys).toEqual(['order-key-1', 'order-key-1']);
    expect(scheduler.waits).toEqual([1000]);
  });

  it('a non-idempotent POST (add to cart) answered 503 is never retried: the 503 is the answer', async () => {
    const scheduler = recordingScheduler();
    const retry = nock(ORIGIN).post('/api/cart/v1/item').query(true).reply(503, unavailable, { 'Retry-After': '1' })
      .post('/api/cart/v1/item').query(true).reply(200, emptyCartAnswer);

    const result = await client(scheduler).carts.addItems({ cartId: BASKET, items: [{ productId: 'SBTR0001', upc: '000000000101', qty: 1 }] });

    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ApiError', errorId: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    expect(scheduler.waits).toEqual([]);
    expect(retry.pendingMocks()).toHaveLength(1); // the second answer was never asked for
  });

  it('the guest token (a POST) answered 503 is not retried either', async () => {
    const scheduler = recordingScheduler();
    const scope = nock(ORIGIN).post('/api/token/v2/auth/token').query(true).reply(503, unavailable, { 'Retry-After': '1' })
      .post('/api/token/v2/auth/token').query(true).reply(200, tokenAnswer);

    expect((await client(scheduler).auth.guestToken())._unsafeUnwrapErr()).toMatchObject({ errorId: 'SERVICE_UNAVAILABLE' });
    expect(scheduler.waits).toEqual([]);
    expect(scope.pendingMocks()).toHaveLength(1);
  });

  it('retried once only: a second 503 is the answer', async () => {
    const scheduler = recordingScheduler();
    const scope = nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).times(2).reply(503, unavailable, { 'Retry-After': '0' })
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer);

    expect((await client(scheduler).carts.get(BASKET))._unsafeUnwrapErr()).toMatchObject({ errorId: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    expect(scheduler.waits).toEqual([0]);
    expect(scope.pendingMocks()).toHaveLength(1);
  });

  it('a 503 without Retry-After, and other statuses with one, are not retried', async () => {
    const scheduler = recordingScheduler();
    nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(503, unavailable)
      .get('/api/products/v2/catalog').query(true).reply(429, { ...unavailable, statusCode: 429, errorDetails: [{ errorId: 'TOO_MANY_REQUESTS', message: 'Slow down.' }] }, { 'Retry-After': '1' });

    expect((await client(scheduler).carts.get(BASKET)).isErr()).toBe(true);
    expect((await client(scheduler).products.catalog()).isErr()).toBe(true);
    expect(scheduler.waits).toEqual([]);
  });
});

describe('unavailableRetryDelayMs', () => {
  it('a 503’s delay-seconds, in ms, never over the cap; no delay (no retry) for another status or another form', () => {
    fc.assert(fc.property(fc.nat({ max: 100_000 }), (seconds) => {
      expect(unavailableRetryDelayMs(503, String(seconds))).toBe(Math.min(seconds * 1000, UNAVAILABLE_RETRY_CAP_MS));
      expect(unavailableRetryDelayMs(503, ` ${seconds} `)).toBe(Math.min(seconds * 1000, UNAVAILABLE_RETRY_CAP_MS));
    }));
    fc.assert(fc.property(fc.integer({ min: 100, max: 599 }).filter((s) => s !== 503), (status) => {
      expect(unavailableRetryDelayMs(status, '1')).toBeUndefined();
    }));
    for (const value of [null, '', '-1', '1.5', 'soon', 'Wed, 21 Oct 2015 07:28:00 GMT']) expect(unavailableRetryDelayMs(503, value)).toBeUndefined();
  });
});

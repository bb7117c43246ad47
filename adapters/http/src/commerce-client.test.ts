import { LOGIN_TOKEN_RETRY_DELAY_MS, SANDBOX_CARDS, type CommerceError, type Scheduler } from '@switchback/core';
import nock from 'nock';
import { okAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpCommerceClient } from './commerce-client';
import { emptyCartAnswer, serverTimeAnswer, tokenAnswer } from './commerce-client.fixtures';
import type { HttpClientConfig } from './http-client.config';

const ORIGIN = 'http://upstream.test';

function config(overrides: Partial<HttpClientConfig> = {}): HttpClientConfig {
  let counter = 0;
  return {
    baseUrl: `${ORIGIN}/api`,
    site: 'en-us',
    locale: 'en-US',
    brand: 'switchback',
    accessKey: 'key-from-config',
    clientApp: 'storefront-test',
    newId: () => `id-${++counter}`,
    ...overrides,
  };
}

/** Yields to real I/O (setImmediate is not faked) until the client has scheduled its retry pause. */
async function retryScheduled(): Promise<void> {
  while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
}

type Headers = Record<string, string | string[] | undefined>;

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('createHttpCommerceClient', () => {
  it('every call carries the §7 common headers and the locale query', async () => {
    let seen: Headers = {};
    nock(ORIGIN)
      .get('/api/fapi/server/time')
      .query({ locale: 'en-US' })
      .reply(function () {
        seen = this.req.headers;
        return [200, serverTimeAnswer];
      });

    const result = await createHttpCommerceClient(config()).time.serverTime();

    expect(result._unsafeUnwrap()).toEqual(serverTimeAnswer);
    expect(seen).toMatchObject({
      accept: 'application/json',
      'x-transaction-id': 'id-1',
      'x-correlation-id': 'id-2',
      'x-locale': 'en-US',
      'x-site-id': 'en-us',
      'x-channel': 'ECOMM',
      'x-brand': 'switchback',
      'x-region': 'US',
      'x-source': 'storefront-test',
      'x-client-app': 'storefront-test',
      'x-access-key': 'key-from-config',
    });
    expect(seen['x-usid']).toBeUndefined();
  });

  it('x-usid is sent once the guest token told the client the session id', async () => {
    let tokenBody: unknown;
    let cartHeaders: Headers = {};
    nock(ORIGIN)
      .post('/api/token/v2/auth/token', (body) => {
        tokenBody = body;
        return true;
      })
      .query({ locale: 'en-US' })
      .reply(200, tokenAnswer)
      .get('/api/cart/v1/cart/bsk_0123456789')
      .query({ locale: 'en-US' })
      .reply(function () {
        cartHeaders = this.req.headers;
        return [200, emptyCartAnswer];
      });
    const client = createHttpCommerceClient(config());

    expect((await client.auth.guestToken())._unsafeUnwrap()).toEqual(tokenAnswer);
    expect((await client.carts.get('bsk_0123456789'))._unsafeUnwrap()).toEqual(emptyCartAnswer);
    expect(tokenBody).toEqual({ type: 'Guest' });
    expect(cartHeaders['x-usid']).toBe('usid-7f3a');
  });

  it('the token call is retried once, 2000 ms later, when it answers 409', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const conflict = { errorDetails: [{ errorId: 'DUPLICATED_TOKEN', message: 'busy' }], statusCode: 409, correlationId: 'c', appId: 'a' };
      const first = nock(ORIGIN).post('/api/token/v2/auth/token').query(true).reply(409, conflict);
      const second = nock(ORIGIN).post('/api/token/v2/auth/token').query(true).reply(200, tokenAnswer);

      const pending = createHttpCommerceClient(config()).auth.guestToken();
      await retryScheduled();
      expect(first.isDone()).toBe(true);
      await vi.advanceTimersByTimeAsync(LOGIN_TOKEN_RETRY_DELAY_MS - 1);
      expect(second.isDone()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);

      expect((await pending)._unsafeUnwrap()).toEqual(tokenAnswer);
      expect(second.isDone()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the pause before the retry goes through the configured Scheduler (core’s port), not a timer of its own', async () => {
    const waits: number[] = [];
    const scheduler: Scheduler = { wait: (ms) => { waits.push(ms); return okAsync(undefined); } };
    const conflict = { errorDetails: [{ errorId: 'DUPLICATED_TOKEN', message: 'busy' }], statusCode: 409, correlationId: 'c', appId: 'a' };
    nock(ORIGIN).post('/api/token/v2/auth/token').query(true).reply(409, conflict);
    nock(ORIGIN).post('/api/token/v2/auth/token').query(true).reply(200, tokenAnswer);
    expect((await createHttpCommerceClient(config({ scheduler })).auth.guestToken())._unsafeUnwrap()).toEqual(tokenAnswer);
    expect(waits).toEqual([LOGIN_TOKEN_RETRY_DELAY_MS]);
  });

  it('the token call is retried only once, and other failures are not retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const conflict = { errorDetails: [{ errorId: 'DUPLICATED_TOKEN', message: 'busy' }], statusCode: 409, correlationId: 'c', appId: 'a' };
      nock(ORIGIN).post('/api/token/v2/auth/token').query(true).times(2).reply(409, conflict);
      const third = nock(ORIGIN).post('/api/token/v2/auth/token').query(true).reply(200, tokenAnswer);

      const pending = createHttpCommerceClient(config()).auth.guestToken();
      await retryScheduled();
      await vi.advanceTimersByTimeAsync(LOGIN_TOKEN_RETRY_DELAY_MS);

      expect((await pending)._unsafeUnwrapErr()).toMatchObject({ type: 'ApiError', errorId: 'DUPLICATED_TOKEN', statusCode: 409 });
      expect(third.isDone()).toBe(false);
    } finally {
      vi.useRealTimers();
      nock.cleanAll();
    }
    const forbidden = { errorDetails: [{ errorId: 'FORBIDDEN', message: 'no' }], statusCode: 403, correlationId: 'c', appId: 'a' };
    nock(ORIGIN).post('/api/token/v2/auth/token').query(true).reply(403, forbidden);
    const retry = nock(ORIGIN).post('/api/token/v2/auth/token').query(true).reply(200, tokenAnswer);
    expect((await createHttpCommerceClient(config()).auth.guestToken())._unsafeUnwrapErr()).toMatchObject({ statusCode: 403 });
    expect(retry.isDone()).toBe(false);
  });

  it('requests are sent with same-origin credentials and the extra headers of the caller', async () => {
    const inits: RequestInit[] = [];
    let seen: Headers = {};
    nock(ORIGIN)
      .get('/api/fapi/server/time')
      .query(true)
      .reply(function () {
        seen = this.req.headers;
        return [200, serverTimeAnswer];
      });
    const spyFetch: typeof fetch = (input, init) => {
      if (init) inits.push(init);
      return fetch(input, init);
    };

    const client = createHttpCommerceClient(config({ fetch: spyFetch, extraHeaders: () => ({ cookie: 'sb_guest_token=abc' }) }));
    await client.time.serverTime();

    expect(inits).toHaveLength(1);
    expect(inits[0]?.credentials).toBe('same-origin');
    expect(seen.cookie).toBe('sb_guest_token=abc');
  });

  it('placing an order sends the Idempotency-Key header and marks the channel as web', async () => {
    let seen: Headers = {};
    nock(ORIGIN)
      .put('/api/cart/v2/checkout/order', { cartId: 'bsk_0123456789' })
      .query({ locale: 'en-US' })
      .reply(function () {
        seen = this.req.headers;
        return [409, { errorDetails: [{ errorId: 'ORDER_ALREADY_PLACED', message: 'already' }], statusCode: 409, correlationId: 'c', appId: 'a' }];
      });

    const result = await createHttpCommerceClient(config()).checkout.placeOrder('bsk_0123456789', 'idem-123');

    expect(seen['idempotency-key']).toBe('idem-123');
    expect(seen['x-channel']).toBe('WEB');
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ApiError', errorId: 'ORDER_ALREADY_PLACED', kind: 'Conflict' });
  });

  it('an order without an idempotency key, or with a malformed one (core’s rule), is refused before anything is sent', async () => {
    const scope = nock(ORIGIN).put('/api/cart/v2/checkout/order').query(true).reply(200, {});
    const client = createHttpCommerceClient(config());

    for (const key of ['', ' ', 'two words', 'key\r\nx-evil: 1', 'clé', 'k'.repeat(129)]) {
      const result = await client.checkout.placeOrder('bsk_0123456789', key);
      expect(result._unsafeUnwrapErr()).toEqual({ type: 'InvalidInput', field: 'idempotencyKey', message: 'idempotency-key is 1 to 128 letters, digits, . _ : or -' });
    }
    expect(scope.isDone()).toBe(false);
  });

  it('bad input is refused with a field-level InvalidInput and nothing is sent', async () => {
    const scope = nock(ORIGIN).post('/api/cart/v1/item').query(true).reply(200, emptyCartAnswer);

    const result = await createHttpCommerceClient(config()).carts.addItems({
      cartId: 'bsk_0123456789',
      items: [{ productId: 'PRD00001', upc: '000000000001', qty: 0 }],
    });

    expect(result._unsafeUnwrapErr()).toEqual({ type: 'InvalidInput', field: 'items.0.qty', message: 'quantity is at least 1' });
    expect(scope.isDone()).toBe(false);
  });

  it('path parameters are checked against their pattern before sending', async () => {
    const result = await createHttpCommerceClient(config()).products.details('../admin');

    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'productId' });
  });

  it('search sends the locale, the caller query and the contract defaults', async () => {
    nock(ORIGIN)
      .get('/api/products/v2/search/productSearch')
      .query({ locale: 'en-US', categoryId: '1001', sort: 'relevance', start: '0', count: '24' })
      .reply(200, { total: 0, start: 0, count: 0, hits: [] });

    const result = await createHttpCommerceClient(config()).products.search({ categoryId: '1001' });

    expect(result._unsafeUnwrap()).toEqual({ total: 0, start: 0, count: 0, hits: [], facets: [], sort: 'relevance', popular: [] });
  });

  it('search sends each refinement comma-separated, and none it was not given', async () => {
    nock(ORIGIN)
      .get('/api/products/v2/search/productSearch')
      .query({ locale: 'en-US', q: 'trail', brand: 'cairn,northwind', price: '0-5000', availability: 'in-stock', sort: 'price-asc', start: '0', count: '24' })
      .reply(200, { total: 0, start: 0, count: 0, hits: [] });

    const result = await createHttpCommerceClient(config()).products.search({
      q: 'trail', brand: 'cairn, northwind', price: '0-5000', availability: 'in-stock', sort: 'price-asc',
    });

    expect(result.isOk()).toBe(true);
  });

  it('a 2xx answer that does not match the contract is an InvalidResponse naming the field', async () => {
    nock(ORIGIN).get('/api/fapi/server/time').query(true).reply(200, { timestamp: 12 });

    const result = await createHttpCommerceClient(config()).time.serverTime();

    expect(result._unsafeUnwrapErr()).toEqual({
      type: 'InvalidResponse',
      message: expect.stringMatching(/^serverTime: the answer does not match the contract \(timestamp: /),
    });
  });

  it('a 2xx answer that is not JSON is an InvalidResponse', async () => {
    nock(ORIGIN).get('/api/fapi/server/time').query(true).reply(200, '<html>gateway</html>');

    const result = await createHttpCommerceClient(config()).time.serverTime();

    expect(result._unsafeUnwrapErr()).toEqual({ type: 'InvalidResponse', message: 'serverTime: the answer is not JSON' });
  });

  it('the §8 error answer becomes a typed ApiError with its catalogue kind and code', async () => {
    nock(ORIGIN)
      .get('/api/cart/v1/cart/bsk_0123456789')
      .query(true)
      .reply(404, {
        errorDetails: [{ errorId: 'CART_NOT_FOUND', message: 'Your cart could not be found.' }],
        statusCode: 404,
        correlationId: 'corr-1',
        appId: 'commerce-api',
      });

    const result = await createHttpCommerceClient(config()).carts.get('bsk_0123456789');

    const expected: CommerceError = {
      type: 'ApiError',
      errorId: 'CART_NOT_FOUND',
      code: 'BSK404',
      kind: 'NotFound',
      statusCode: 404,
      message: 'Your cart could not be found.',
      field: undefined,
      maxAllowedQty: undefined,
      correlationId: 'corr-1',
      appId: 'commerce-api',
    };
    expect(result._unsafeUnwrapErr()).toEqual(expected);
  });

  it('an error status without the §8 envelope is an InvalidResponse naming the status', async () => {
    nock(ORIGIN).get('/api/fapi/server/time').query(true).reply(502, 'Bad Gateway');

    const result = await createHttpCommerceClient(config()).time.serverTime();

    expect(result._unsafeUnwrapErr()).toEqual({ type: 'InvalidResponse', message: 'serverTime: HTTP 502 without an error answer' });
  });

  it('a network failure is a NetworkError, never a thrown exception', async () => {
    nock(ORIGIN).get('/api/fapi/server/time').query(true).replyWithError('connect ECONNREFUSED');

    const result = await createHttpCommerceClient(config()).time.serverTime();

    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'NetworkError' });
  });

  it('the card goes only to the sandbox tokeniser, without the commerce API headers or locale query', async () => {
    let seen: Headers = {};
    let sentBody: unknown;
    let query = '';
    const card = { number: SANDBOX_CARDS.authorises, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' };
    const tokenAnswerBody = { token: 'tok_abcdefghijklmnop', brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: 2030 };
    nock(ORIGIN)
      .post('/api/sandbox-payments/v1/tokens')
      .query(true)
      .reply(function (uri, body) {
        seen = this.req.headers;
        sentBody = body;
        query = new URL(uri, ORIGIN).search;
        return [201, tokenAnswerBody];
      });

    const client = createHttpCommerceClient(config());
    const result = await client.tokenizer.tokenize(card);

    expect(result._unsafeUnwrap()).toEqual(tokenAnswerBody);
    expect(sentBody).toEqual(card);
    expect(query).toBe('');
    expect(seen['x-access-key']).toBeUndefined();
    expect(seen['x-site-id']).toBeUndefined();
  });

  it('a card that fails validation is refused without echoing the number', async () => {
    const result = await createHttpCommerceClient(config()).tokenizer.tokenize({
      number: '41111111x1111111', expiry: '12/30', cvc: '123', holder: 'Ada',
    });

    const error = result._unsafeUnwrapErr();
    expect(error).toEqual({ type: 'InvalidInput', field: 'number', message: 'card number is 12 to 19 digits' });
    expect(JSON.stringify(error)).not.toContain('41111111');
  });
});

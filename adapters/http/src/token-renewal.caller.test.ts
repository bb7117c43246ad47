import { SANDBOX_CARDS, type CommerceError } from '@switchback/core';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpCommerceClient } from './commerce-client';
import { emptyCartAnswer, placedOrderAnswer, tokenAnswer, unauthorizedAnswer } from './commerce-client.fixtures';
import { createCookieJarFetch } from './cookie-jar.fetch';
import type { HttpClientConfig } from './http-client.config';

const ORIGIN = 'http://upstream.test';
const TOKEN_PATH = '/api/token/v2/auth/token';
const BASKET = emptyCartAnswer.basketId;
const OTHER_BASKET = 'bsk_9876543210';

type Headers = Record<string, string | string[] | undefined>;

function config(overrides: Partial<HttpClientConfig> = {}): HttpClientConfig {
  let counter = 0;
  return {
    baseUrl: `${ORIGIN}/api`,
    site: 'en-us',
    locale: 'en-US',
    clientApp: 'storefront-test',
    newId: () => `id-${++counter}`,
    ...overrides,
  };
}

/** A client that keeps the httpOnly guest cookie between calls, as a browser does. */
const cookieClient = () => createHttpCommerceClient(config({ fetch: createCookieJarFetch(fetch) }));

const guestCookie = (token: string) => ({ 'set-cookie': `sb_guest_token=${token}; Path=/; HttpOnly; SameSite=Lax` });

/** A promise resolved from outside: lets a nock reply wait until the test says so. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const expectedUnauthorized = (correlationId: string): CommerceError => ({
  type: 'ApiError',
  errorId: 'UNAUTHORIZED',
  code: 'AUT401',
  kind: 'Unauthorized',
  statusCode: 401,
  message: 'Your session has expired. Please try again.',
  field: undefined,
  maxAllowedQty: undefined,
  correlationId,
  appId: 'commerce-api',
});

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('guest token renewal (a guest call answering 401 renews the token once and is retried once)', () => {
  it('an expired token is renewed with the expired cookie, and the retried call succeeds with the fresh one', async () => {
    const cookies: Array<[string, string | undefined]> = [];
    const seen = (label: string) =>
      function (this: { req: { headers: Headers } }) {
        const cookie = this.req.headers.cookie;
        cookies.push([label, typeof cookie === 'string' ? cookie : undefined]);
      };
    nock(ORIGIN)
      .post(TOKEN_PATH).query(true)
      .reply(function () {
        seen('token').call(this);
        return [200, tokenAnswer, guestCookie('first')];
      })
      .get(`/api/cart/v1/cart/${BASKET}`).query(true)
      .reply(function () {
        seen('getCart').call(this);
        return [401, unauthorizedAnswer()];
      })
      .post(TOKEN_PATH).query(true)
      .reply(function () {
        seen('renewal').call(this);
        return [200, tokenAnswer, guestCookie('renewed')];
      })
      .get(`/api/cart/v1/cart/${BASKET}`).query(true)
      .reply(function () {
        seen('retry').call(this);
        return [200, emptyCartAnswer];
      });
    const client = cookieClient();

    expect((await client.auth.guestToken()).isOk()).toBe(true);
    const result = await client.carts.get(BASKET);

    expect(result._unsafeUnwrap()).toEqual(emptyCartAnswer);
    expect(cookies).toEqual([
      ['token', undefined],
      ['getCart', 'sb_guest_token=first'],
      ['renewal', 'sb_guest_token=first'],
      ['retry', 'sb_guest_token=renewed'],
    ]);
    expect(nock.isDone()).toBe(true);
  });

  it('a renewal that fails returns the original 401 error, and the call is not sent again', async () => {
    const unavailable = { errorDetails: [{ errorId: 'SERVICE_UNAVAILABLE', message: 'down' }], statusCode: 503, correlationId: 'c', appId: 'a' };
    nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer('corr-original'))
      .post(TOKEN_PATH).query(true).reply(503, unavailable);
    const retry = nock(ORIGIN).get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer);

    const result = await createHttpCommerceClient(config()).carts.get(BASKET);

    expect(result._unsafeUnwrapErr()).toEqual(expectedUnauthorized('corr-original'));
    expect(retry.isDone()).toBe(false);
  });

  it('a second 401 after the renewal is returned as the error: one renewal, one retry, no more', async () => {
    nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer('corr-first'))
      .post(TOKEN_PATH).query(true).reply(200, tokenAnswer)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer('corr-second'));
    const more = nock(ORIGIN)
      .post(TOKEN_PATH).query(true).reply(200, tokenAnswer)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer);

    const result = await createHttpCommerceClient(config()).carts.get(BASKET);

    expect(result._unsafeUnwrapErr()).toEqual(expectedUnauthorized('corr-second'));
    expect(more.pendingMocks()).toHaveLength(2);
  });

  it('concurrent 401s share one renewal (single-flight), and every call is retried once', async () => {
    const allRefused = gate();
    let refused = 0;
    const refuse = () => {
      refused += 1;
      if (refused === 3) allRefused.open();
      return [401, unauthorizedAnswer()] as const;
    };
    let renewals = 0;
    nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(refuse)
      .get(`/api/cart/v1/cart/${OTHER_BASKET}`).query(true).reply(refuse)
      .get(`/api/cart/v1/cart/${BASKET}/paymentMethods`).query(true).reply(refuse)
      .post(TOKEN_PATH).query(true).times(3)
      .reply(async () => {
        renewals += 1;
        // The renewal answers only once all three calls have been refused: they all wait for this one renewal.
        await allRefused.opened;
        return [200, tokenAnswer];
      })
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer)
      .get(`/api/cart/v1/cart/${OTHER_BASKET}`).query(true).reply(200, { ...emptyCartAnswer, basketId: OTHER_BASKET })
      .get(`/api/cart/v1/cart/${BASKET}/paymentMethods`).query(true).reply(200, { applicablePaymentMethods: [] });
    const client = createHttpCommerceClient(config());

    const [first, second, methods] = await Promise.all([
      client.carts.get(BASKET), client.carts.get(OTHER_BASKET), client.checkout.paymentMethods(BASKET),
    ]);

    expect(renewals).toBe(1);
    expect(first._unsafeUnwrap().basketId).toBe(BASKET);
    expect(second._unsafeUnwrap().basketId).toBe(OTHER_BASKET);
    expect(methods.isOk()).toBe(true);
  });

  it('a 401 answering a call sent before the latest renewal started reuses that renewal instead of starting another', async () => {
    const renewedAndRetried = gate();
    let renewals = 0;
    nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer())
      // The slow call: sent together with the first, refused only after the first call's renewal and retry are over.
      .get(`/api/cart/v1/cart/${OTHER_BASKET}`).query(true)
      .reply(async () => {
        await renewedAndRetried.opened;
        return [401, unauthorizedAnswer()];
      })
      .post(TOKEN_PATH).query(true).times(2)
      .reply(() => {
        renewals += 1;
        return [200, tokenAnswer];
      })
      .get(`/api/cart/v1/cart/${BASKET}`).query(true)
      .reply(() => {
        renewedAndRetried.open();
        return [200, emptyCartAnswer];
      })
      .get(`/api/cart/v1/cart/${OTHER_BASKET}`).query(true).reply(200, { ...emptyCartAnswer, basketId: OTHER_BASKET });
    const client = createHttpCommerceClient(config());

    const [first, slow] = await Promise.all([client.carts.get(BASKET), client.carts.get(OTHER_BASKET)]);

    expect(renewals).toBe(1);
    expect(first._unsafeUnwrap().basketId).toBe(BASKET);
    expect(slow._unsafeUnwrap().basketId).toBe(OTHER_BASKET);
  });

  it('a 401 answering a call sent while a renewal is running waits for that renewal instead of starting another', async () => {
    const renewalStarted = gate();
    const lateCallRefused = gate();
    let renewals = 0;
    nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer())
      .post(TOKEN_PATH).query(true).times(2)
      .reply(async () => {
        renewals += 1;
        renewalStarted.open();
        // The renewal answers only after the call sent during it has been refused.
        await lateCallRefused.opened;
        return [200, tokenAnswer];
      })
      .get(`/api/cart/v1/cart/${OTHER_BASKET}`).query(true)
      .reply(() => {
        lateCallRefused.open();
        return [401, unauthorizedAnswer()];
      })
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer)
      .get(`/api/cart/v1/cart/${OTHER_BASKET}`).query(true).reply(200, { ...emptyCartAnswer, basketId: OTHER_BASKET });
    const client = createHttpCommerceClient(config());

    const first = client.carts.get(BASKET);
    await renewalStarted.opened;
    const late = await client.carts.get(OTHER_BASKET);

    expect(renewals).toBe(1);
    expect((await first)._unsafeUnwrap().basketId).toBe(BASKET);
    expect(late._unsafeUnwrap().basketId).toBe(OTHER_BASKET);
  });

  it('a later expiry renews again: single-flight shares a renewal only between calls of the same expiry', async () => {
    nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer())
      .post(TOKEN_PATH).query(true).reply(200, tokenAnswer)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer())
      .post(TOKEN_PATH).query(true).reply(200, tokenAnswer)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer);
    const client = createHttpCommerceClient(config());

    expect((await client.carts.get(BASKET)).isOk()).toBe(true);
    expect((await client.carts.get(BASKET)).isOk()).toBe(true);
    expect(nock.isDone()).toBe(true);
  });

  it('placing an order retried after the renewal keeps the same Idempotency-Key, so it can never create two orders', async () => {
    const keys: unknown[] = [];
    const bodies: unknown[] = [];
    nock(ORIGIN)
      .put('/api/cart/v2/checkout/order').query(true)
      .reply(function (_uri, body) {
        keys.push(this.req.headers['idempotency-key']);
        bodies.push(body);
        return [401, unauthorizedAnswer()];
      })
      .post(TOKEN_PATH).query(true).reply(200, tokenAnswer)
      .put('/api/cart/v2/checkout/order').query(true)
      .reply(function (_uri, body) {
        keys.push(this.req.headers['idempotency-key']);
        bodies.push(body);
        return [200, placedOrderAnswer];
      });

    const result = await createHttpCommerceClient(config()).checkout.placeOrder(BASKET, 'idem-123');

    expect(result._unsafeUnwrap()).toEqual(placedOrderAnswer);
    expect(keys).toEqual(['idem-123', 'idem-123']);
    expect(bodies).toEqual([{ cartId: BASKET }, { cartId: BASKET }]);
  });

  it('the renewed session id is sent as x-usid on the retry', async () => {
    let retryUsid: unknown;
    nock(ORIGIN)
      .get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer())
      .post(TOKEN_PATH).query(true).reply(200, { ...tokenAnswer, usid: 'usid-renewed' })
      .get(`/api/cart/v1/cart/${BASKET}`).query(true)
      .reply(function () {
        retryUsid = this.req.headers['x-usid'];
        return [200, emptyCartAnswer];
      });

    await createHttpCommerceClient(config()).carts.get(BASKET);

    expect(retryUsid).toBe('usid-renewed');
  });

  it('the token endpoint itself is never renewed: its 401 is returned as is', async () => {
    nock(ORIGIN).post(TOKEN_PATH).query(true).reply(401, unauthorizedAnswer('corr-token'));
    const again = nock(ORIGIN).post(TOKEN_PATH).query(true).reply(200, tokenAnswer);

    const result = await createHttpCommerceClient(config()).auth.guestToken();

    expect(result._unsafeUnwrapErr()).toEqual(expectedUnauthorized('corr-token'));
    expect(again.isDone()).toBe(false);
  });

  it('the sandbox tokeniser is never renewed: its 401 is returned as is', async () => {
    nock(ORIGIN).post('/api/sandbox-payments/v1/tokens').query(true).reply(401, unauthorizedAnswer('corr-tokeniser'));
    const renewal = nock(ORIGIN).post(TOKEN_PATH).query(true).reply(200, tokenAnswer);

    const result = await createHttpCommerceClient(config()).tokenizer.tokenize({
      number: SANDBOX_CARDS.authorises, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace',
    });

    expect(result._unsafeUnwrapErr()).toEqual(expectedUnauthorized('corr-tokeniser'));
    expect(renewal.isDone()).toBe(false);
  });

  it('only guest calls (auth: true) answering 401 renew: a public call or another error is returned as is', async () => {
    nock(ORIGIN)
      .get('/api/fapi/server/time').query(true).reply(401, unauthorizedAnswer('corr-public'))
      .get(`/api/cart/v1/cart/${BASKET}`).query(true)
      .reply(404, { errorDetails: [{ errorId: 'CART_NOT_FOUND', message: 'gone' }], statusCode: 404, correlationId: 'c', appId: 'a' })
      .get(`/api/cart/v1/cart/${BASKET}`).query(true)
      .reply(403, { errorDetails: [{ errorId: 'FORBIDDEN', message: 'no' }], statusCode: 403, correlationId: 'c', appId: 'a' });
    const renewal = nock(ORIGIN).post(TOKEN_PATH).query(true).reply(200, tokenAnswer);
    const client = createHttpCommerceClient(config());

    expect((await client.time.serverTime())._unsafeUnwrapErr()).toEqual(expectedUnauthorized('corr-public'));
    expect((await client.carts.get(BASKET))._unsafeUnwrapErr()).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    expect((await client.carts.get(BASKET))._unsafeUnwrapErr()).toMatchObject({ errorId: 'FORBIDDEN' });
    expect(renewal.isDone()).toBe(false);
  });
});

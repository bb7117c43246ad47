import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RegisteredTokenResponse } from '@switchback/core';
import { createHttpCommerceClient } from './commerce-client';
import { emptyCartAnswer, tokenAnswer, unauthorizedAnswer } from './commerce-client.fixtures';
import type { HttpClientConfig } from './http-client.config';

const ORIGIN = 'http://upstream.test';
const TOKEN_PATH = '/api/token/v2/auth/token';
const BASKET = emptyCartAnswer.basketId;

const registeredAnswer: RegisteredTokenResponse = {
  tokenType: 'Registered', usid: 'usid-reg', customerId: 'cst_1', expiresIn: 1800, refreshExpiresIn: 2_592_000, consumerNo: 'C1',
  consumerType: 'REGISTERED', email: 'ada@example.com', firstName: 'Ada', favorites: {}, isEmployeeDiscountTCAccepted: false,
};

function config(overrides: Partial<HttpClientConfig> = {}): HttpClientConfig {
  let counter = 0;
  return { baseUrl: `${ORIGIN}/api`, site: 'en-us', locale: 'en-US', clientApp: 'storefront-test', newId: () => `id-${++counter}`, ...overrides };
}

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('an expired registered session (issue 7)', () => {
  it('is renewed with the refresh grant, never replaced by a guest; the call is retried once', async () => {
    const grants: unknown[] = [];
    nock(ORIGIN).get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer);
    nock(ORIGIN).post(TOKEN_PATH, (body: unknown) => {
      grants.push(body);
      return true;
    }).query(true).reply(200, registeredAnswer);
    nock(ORIGIN).get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer);

    const client = createHttpCommerceClient(config({ isRegistered: () => true }));
    expect((await client.carts.get(BASKET)).isOk()).toBe(true);
    expect(grants).toEqual([{ type: 'Refresh' }]);
  });

  it('a refused refresh tells the caller the session is lost, then a guest token is obtained', async () => {
    const grants: unknown[] = [];
    let lost = 0;
    nock(ORIGIN).get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer);
    nock(ORIGIN).post(TOKEN_PATH, (body: unknown) => {
      grants.push(body);
      return (body as { type: string }).type === 'Refresh';
    }).query(true).reply(400, { errorDetails: [{ errorId: 'INVALID_GRANT', code: 'AUT400', message: 'expired' }], statusCode: 400, correlationId: 'c', appId: 'a' });
    nock(ORIGIN).post(TOKEN_PATH, (body: unknown) => {
      grants.push(body);
      return (body as { type: string }).type === 'Guest';
    }).query(true).reply(200, tokenAnswer);
    nock(ORIGIN).get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(404, { errorDetails: [{ errorId: 'CART_NOT_FOUND', message: 'no' }], statusCode: 404, correlationId: 'c', appId: 'a' });

    const client = createHttpCommerceClient(config({ isRegistered: () => lost === 0, onRegisteredSessionLost: () => { lost += 1; } }));
    const result = await client.carts.get(BASKET);
    expect(result._unsafeUnwrapErr()).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    expect(grants).toEqual([{ type: 'Refresh' }, { type: 'Guest' }]);
    expect(lost).toBe(1);
  });

  it('a guest session renews with a guest token, as before', async () => {
    const grants: unknown[] = [];
    nock(ORIGIN).get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(401, unauthorizedAnswer);
    nock(ORIGIN).post(TOKEN_PATH, (body: unknown) => {
      grants.push(body);
      return true;
    }).query(true).reply(200, tokenAnswer);
    nock(ORIGIN).get(`/api/cart/v1/cart/${BASKET}`).query(true).reply(200, emptyCartAnswer);
    expect((await createHttpCommerceClient(config()).carts.get(BASKET)).isOk()).toBe(true);
    expect(grants).toEqual([{ type: 'Guest' }]);
  });
});

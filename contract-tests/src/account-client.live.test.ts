import { startEngine, WELL_STOCKED_PRODUCT_ID } from '@switchback/commerce-api';
import { createPkcePair, signInRequest, tokenExchangeRequest, type Clock } from '@switchback/core';
import { createCookieJarFetch, createHttpCommerceClient, type HttpCommerceClient } from '@switchback/http';
import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

const clock = new AdvancingClock();
let apiBaseUrl: string;
let dataDir: string;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'switchback-contract-account-'));
  const engine = await startEngine({ dataDir, port: 0, logger: false, clock, passwordHashing: { memoryCost: 1024, timeCost: 1 } });
  close = engine.close;
  apiBaseUrl = engine.apiBaseUrl;
});

afterAll(async () => {
  await close?.();
  await rm(dataDir, { recursive: true, force: true });
});

function shopper(): HttpCommerceClient {
  let id = 0;
  return createHttpCommerceClient({
    baseUrl: apiBaseUrl, fetch: createCookieJarFetch(fetch, clock), site: 'en-us', locale: 'en-US', clientApp: 'switchback-contract-tests',
    newId: () => `account-${++id}`,
  });
}

describe('the account calls through the HTTP client (issue 7)', () => {
  it('sign-up, sign-in with PKCE and the exchange merging the guest cart; an expired access token is refreshed, not replaced by a guest', async () => {
    const client = shopper();
    (await client.auth.guestToken())._unsafeUnwrap();
    const details = (await client.products.details(WELL_STOCKED_PRODUCT_ID))._unsafeUnwrap();
    const variant = details.variants.find((v) => v.orderable)!;
    const cart = (await client.carts.create())._unsafeUnwrap();
    (await client.carts.addItems({ cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc: variant.upc, qty: 2 }] }))._unsafeUnwrap();

    const email = 'grace@example.com';
    const password = 'Correct-Horse-9';
    expect((await client.account.signUp({ email, password, firstName: 'Grace' }))._unsafeUnwrap().email).toBe(email);
    const pair = createPkcePair(randomBytes(32));
    const code = (await client.account.signIn(signInRequest({ username: email, password, codeChallenge: pair.codeChallenge })))._unsafeUnwrap();
    const auth = (await client.account.exchangeCode(tokenExchangeRequest({
      authorizationCode: code.authorizationCode, codeVerifier: pair.codeVerifier, guest: { basketId: cart.basketId }, postLogin: true,
    })))._unsafeUnwrap();
    expect(auth).toMatchObject({ tokenType: 'Registered', email, basketId: cart.basketId, consumerType: 'REGISTERED' });

    // 31 minutes on: the access token has expired; the client refreshes (same consumer, same cart).
    clock.advance(31 * 60_000);
    const again = (await client.carts.get(cart.basketId))._unsafeUnwrap();
    expect(again.items.map((i) => i.qty)).toEqual([2]);

    (await client.account.signOut())._unsafeUnwrap();
    const afterSignOut = await client.carts.get(cart.basketId);
    // Signed out: a new guest, who does not own the consumer's cart.
    expect(afterSignOut.isErr() && afterSignOut.error.type === 'ApiError' && afterSignOut.error.errorId).toBe('CART_NOT_FOUND');
  });

  it('wrong credentials are AUT401 INVALID_CREDENTIALS, with kind Invalid (never taken for a session to renew)', async () => {
    const client = shopper();
    const pair = createPkcePair(randomBytes(32));
    const failed = await client.account.signIn(signInRequest({ username: 'nobody@example.com', password: 'Whatever-1', codeChallenge: pair.codeChallenge }));
    expect(failed._unsafeUnwrapErr()).toMatchObject({ type: 'ApiError', errorId: 'INVALID_CREDENTIALS', code: 'AUT401', statusCode: 401, kind: 'Invalid' });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WALLET_AVAILABILITY_PATH, SANDBOX_WALLET_TOKEN_PATH, SUPPORT_KEY_HEADER, type SandboxWalletCardId } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { TEST_SUPPORT_KEY } from '../test-support/orders';
import { call, expectError, expectOk, firstVariant, guestCookie, startTestEngine, TEST_ADDRESS, type TestEngine } from '../test-support/test-engine';
import { WALLET_SESSION_TTL_MS } from './sandbox-wallet';

let engine: TestEngine;
let app: FastifyInstance;
let upc: string;

beforeAll(async () => {
  engine = await startTestEngine({ supportKey: TEST_SUPPORT_KEY });
  app = engine.app;
  upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
});
afterAll(async () => {
  await engine?.close();
});

/** A cart with a line, its addresses and a shipping method, and no way to pay yet: what it owes. */
async function unpaidCart(cookie: string): Promise<{ basketId: string; owed: number }> {
  const { basketId } = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
  expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
  expectOk('setShippingAddress', await call(app, 'setShippingAddress', { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com', context: 'walletExpress' }] }));
  expectOk('selectShippingMethod', await call(app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'standard' } }));
  const cart = expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
  return { basketId, owed: cart.totals.remainingToPay };
}

async function session(cookie: string, paymentMethodId: 'WALLET' | 'CARD_PROVIDER_EXPRESS' = 'WALLET'): Promise<string> {
  return expectOk('paymentSession', await call(app, 'paymentSession', { cookie, query: { paymentMethodId, referer: 'http://shop.test/en-us/cart' } })).meta.sessionID;
}

async function walletToken(cookie: string, sessionID: string, amount: number, cardId: SandboxWalletCardId = 'swc_visa') {
  return app.inject({ method: 'POST', url: `/api${SANDBOX_WALLET_TOKEN_PATH}`, headers: { cookie }, payload: { sessionID, cardId, amount, currency: 'USD' } });
}

async function token(cookie: string, sessionID: string, amount: number, cardId: SandboxWalletCardId = 'swc_visa'): Promise<string> {
  const response = await walletToken(cookie, sessionID, amount, cardId);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

const placeWithWallet = (cookie: string, basketId: string, sessionID: string, walletTokenValue: string) =>
  call(app, 'placeOrder', { cookie, body: { cartId: basketId, paymentMethod: { code: 'WALLET', additionalData: { sessionID, c_applePayToken: walletTokenValue } } } });

const setAvailable = (available: boolean, key = TEST_SUPPORT_KEY) =>
  app.inject({ method: 'PUT', url: `/api${SANDBOX_WALLET_AVAILABILITY_PATH}`, headers: { [SUPPORT_KEY_HEADER]: key }, payload: { available } });

describe('GET /cart/v1/paymentSession', () => {
  it("answers a new session of the caller's own, expiring, with the provider and the site's locale", async () => {
    const cookie = await guestCookie(app);
    const answer = expectOk('paymentSession', await call(app, 'paymentSession', { cookie, query: { paymentMethodId: 'WALLET' } }));
    expect(answer.success).toBe(true);
    expect(answer.provider).toBe('sandbox-wallet');
    expect(answer.locale).toBe('en-US');
    expect(Date.parse(answer.meta.expiresAt) - engine.clock.now().getTime()).toBe(WALLET_SESSION_TTL_MS);
    const again = expectOk('paymentSession', await call(app, 'paymentSession', { cookie, query: { paymentMethodId: 'WALLET' } }));
    expect(again.meta.sessionID).not.toBe(answer.meta.sessionID);
  });

  it('answers PAYMENT_SESSION_UNAVAILABLE while the provider is switched down, and a session once it is up again', async () => {
    const cookie = await guestCookie(app);
    expect((await setAvailable(false, 'not-the-support-key-000')).statusCode).toBe(403);
    expect((await setAvailable(false)).statusCode).toBe(200);
    try {
      expectError(await call(app, 'paymentSession', { cookie, query: { paymentMethodId: 'WALLET' } }), 503, 'PAYMENT_SESSION_UNAVAILABLE');
    } finally {
      expect((await setAvailable(true)).statusCode).toBe(200);
    }
    expectOk('paymentSession', await call(app, 'paymentSession', { cookie, query: { paymentMethodId: 'WALLET' } }));
  });

  it('needs a token (401) and a known payment method id (400)', async () => {
    expect((await call(app, 'paymentSession', { query: { paymentMethodId: 'WALLET' } })).statusCode).toBe(401);
    const cookie = await guestCookie(app);
    expectError(await call(app, 'paymentSession', { cookie, query: { paymentMethodId: 'CREDIT_CARD' } }), 400, 'INVALID_REQUEST');
  });
});

describe('paying with the wallet (PUT order with paymentMethod WALLET)', () => {
  it('places the order with the session and a one-time token approved for what the cart owes; the token is single-use', async () => {
    const cookie = await guestCookie(app);
    const { basketId, owed } = await unpaidCart(cookie);
    const sessionID = await session(cookie);
    const walletTokenValue = await token(cookie, sessionID, owed);
    expectOk('prepareOrder', await call(app, 'prepareOrder', { cookie, body: { basketId, paymentMethod: 'WALLET' } }));
    const placed = expectOk('placeOrder', await placeWithWallet(cookie, basketId, sessionID, walletTokenValue));
    expect(placed.order.totals.total).toBe(owed);
    expect(placed.order.paymentMethods).toEqual([{ code: 'WALLET', id: expect.stringMatching(/^wauth_/), type: 'WALLET', last4: '', amount: owed }]);
    const second = await unpaidCart(cookie);
    expectError(await placeWithWallet(cookie, second.basketId, sessionID, walletTokenValue), 400, 'WALLET_PAYMENT_INVALID');
  });

  it('refuses a token approved for another amount, and nothing is ordered (the token stays usable for the right cart)', async () => {
    const cookie = await guestCookie(app);
    const { basketId, owed } = await unpaidCart(cookie);
    const sessionID = await session(cookie);
    const wrong = await token(cookie, sessionID, owed + 1);
    expectError(await placeWithWallet(cookie, basketId, sessionID, wrong), 400, 'WALLET_PAYMENT_INVALID');
    const cart = expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId }, query: { locale: 'en-US' } }));
    expect(cart.items).toHaveLength(1);
    expectOk('placeOrder', await placeWithWallet(cookie, basketId, sessionID, await token(cookie, sessionID, owed)));
  });

  it("refuses another guest's token, a token of another session, and a session that has expired", async () => {
    const owner = await guestCookie(app);
    const intruder = await guestCookie(app);
    const { basketId, owed } = await unpaidCart(intruder);
    const ownersSession = await session(owner);
    const ownersToken = await token(owner, ownersSession, owed);
    expectError(await placeWithWallet(intruder, basketId, ownersSession, ownersToken), 400, 'WALLET_PAYMENT_INVALID');
    // The intruder cannot have the sandbox wallet issue a token for the owner's session either.
    expectError(await walletToken(intruder, ownersSession, owed), 400, 'WALLET_PAYMENT_INVALID');
    const own = await session(intruder);
    const other = await session(intruder);
    expectError(await placeWithWallet(intruder, basketId, other, await token(intruder, own, owed)), 400, 'WALLET_PAYMENT_INVALID');
    const late = await token(intruder, own, owed);
    engine.clock.advance(WALLET_SESSION_TTL_MS + 1);
    // The guest's token is renewed (same guest); its wallet session is not.
    const renewed = await guestCookie(app, intruder);
    expectOk('getCart', await call(app, 'getCart', { cookie: renewed, params: { basketId }, query: { locale: 'en-US' } }));
    expectError(await placeWithWallet(renewed, basketId, own, late), 400, 'WALLET_PAYMENT_INVALID');
  });

  it("a declining wallet card answers the provider's refusal and orders nothing", async () => {
    const cookie = await guestCookie(app);
    const { basketId, owed } = await unpaidCart(cookie);
    const sessionID = await session(cookie);
    expectError(await placeWithWallet(cookie, basketId, sessionID, await token(cookie, sessionID, owed, 'swc_declines')), 402, 'PAYMENT_ERROR');
    expectError(await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }), 409, 'PAYMENT_MISSING');
  });
});

describe('the card provider express payment (POST paymentInstruments CARD_PROVIDER_EXPRESS)', () => {
  it("adds the express payment (payment_instruments shows the provider's c_requestID) and places the order with it", async () => {
    const cookie = await guestCookie(app);
    const { basketId, owed } = await unpaidCart(cookie);
    const sessionID = await session(cookie, 'CARD_PROVIDER_EXPRESS');
    const paymentData = await token(cookie, sessionID, owed);
    const cart = expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
      cookie, params: { basketId }, body: { payment_method_id: 'CARD_PROVIDER_EXPRESS', additionalDetails: { paymentData } },
    }));
    const express = cart.payment_instruments.find((pi) => pi.payment_method_id === 'CARD_PROVIDER_EXPRESS');
    expect(express).toMatchObject({ payment_method_id: 'CARD_PROVIDER_EXPRESS', amount: owed, c_requestID: expect.stringMatching(/^req_/) });
    expectOk('prepareOrder', await call(app, 'prepareOrder', { cookie, body: { basketId } }));
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.paymentMethods).toEqual([{ code: 'CARD_PROVIDER_EXPRESS', id: express!.payment_instrument_id, type: 'CARD_PROVIDER_EXPRESS', last4: '4242', amount: owed }]);
  });

  it("refuses a wallet session's token as an express payment, and another guest's", async () => {
    const cookie = await guestCookie(app);
    const other = await guestCookie(app);
    const { basketId, owed } = await unpaidCart(cookie);
    const walletSessionToken = await token(cookie, await session(cookie, 'WALLET'), owed);
    const add = (paymentData: string) => call(app, 'addPaymentInstrument', {
      cookie, params: { basketId }, body: { payment_method_id: 'CARD_PROVIDER_EXPRESS', additionalDetails: { paymentData } },
    });
    expectError(await add(walletSessionToken), 400, 'WALLET_PAYMENT_INVALID');
    expectError(await add(await token(other, await session(other, 'CARD_PROVIDER_EXPRESS'), owed)), 400, 'WALLET_PAYMENT_INVALID');
  });
});

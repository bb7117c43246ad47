import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_WALLET_TOKEN_PATH } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import { call, expectError, expectOk, firstVariant, guestCookie, startPostgresTestEngine, TEST_ADDRESS, type TestEngine } from '../test-support/test-engine';

async function unpaidCart(app: FastifyInstance, cookie: string, upc: string): Promise<{ basketId: string; owed: number }> {
  const { basketId } = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
  expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
  expectOk('setShippingAddress', await call(app, 'setShippingAddress', { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com' }] }));
  expectOk('selectShippingMethod', await call(app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'standard' } }));
  const cart = expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
  return { basketId, owed: cart.totals.remainingToPay };
}

describePostgres('wallet tokens on real PostgreSQL', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('one wallet token sent with 5 orders at once pays exactly one of them; the others get WALLET_PAYMENT_INVALID and order nothing', async () => {
    const { app } = engine;
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const cookie = await guestCookie(app);
    const carts = [];
    for (let i = 0; i < 5; i += 1) carts.push(await unpaidCart(app, cookie, upc));
    const owed = carts[0]!.owed;
    expect(carts.every((cart) => cart.owed === owed)).toBe(true);
    const sessionID = expectOk('paymentSession', await call(app, 'paymentSession', { cookie, query: { paymentMethodId: 'WALLET' } })).meta.sessionID;
    const issued = await app.inject({ method: 'POST', url: `/api${SANDBOX_WALLET_TOKEN_PATH}`, headers: { cookie }, payload: { sessionID, cardId: 'swc_visa', amount: owed, currency: 'USD' } });
    const token = (issued.json() as { token: string }).token;
    const responses = await Promise.all(carts.map(({ basketId }) => call(app, 'placeOrder', {
      cookie, body: { cartId: basketId, paymentMethod: { code: 'WALLET', additionalData: { sessionID, c_applePayToken: token } } },
    })));
    const placed = responses.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(1);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) expectError(refused, 400, 'WALLET_PAYMENT_INVALID');
    // The refused carts are still open: placing them without a way to pay is PAYMENT_MISSING, not an order.
    const loser = carts[responses.findIndex((r) => r.statusCode !== 200)]!;
    expectError(await call(app, 'placeOrder', { cookie, body: { cartId: loser.basketId } }), 409, 'PAYMENT_MISSING');
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_CARDS, SUPPORT_KEY_HEADER } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../../catalog/demo-seed';
import { describePostgres } from '../../test-support/postgres-test-database';
import { call, expectOk, firstVariant, guestCookie, readyCart, startPostgresTestEngine, type TestEngine } from '../../test-support/test-engine';

const SUPPORT_KEY = 'support-key-for-the-trail-tests';

describePostgres('the basket trail on real PostgreSQL (issue 8 §4)', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url, { supportKey: SUPPORT_KEY });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('20 concurrent calls on one basket each leave exactly one row, and the trail numbers them 1…n without gaps or repeats', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }, SANDBOX_CARDS.authorises);
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => call(app, 'paymentMethods', { cookie, params: { basketId } })));
    for (const response of concurrent) expect(response.statusCode).toBe(200);
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));

    const trail = expectOk('supportBasketTrail', await call(app, 'supportBasketTrail', { params: { orderNumber: placed.orderNumber }, headers: { [SUPPORT_KEY_HEADER]: SUPPORT_KEY } }));
    // readyCart: createCart, addItem, setShippingAddress, selectShippingMethod, setBillingAddress, addPaymentInstrument.
    expect(trail.entries).toHaveLength(6 + 20 + 1);
    expect(trail.entries.map((entry) => entry.seq)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(trail.entries.filter((entry) => entry.endpoint === 'paymentMethods')).toHaveLength(20);
    expect(trail.entries.at(-1)!.endpoint).toBe('placeOrder');
  });
});

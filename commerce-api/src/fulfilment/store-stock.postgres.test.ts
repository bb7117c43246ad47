import { afterAll, beforeAll, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import {
  call, expectError, expectOk, firstVariant, guestCookie, startPostgresTestEngine, TEST_ADDRESS, tokenizeCard, type TestEngine,
} from '../test-support/test-engine';

const STORE = 'STR-DEN-01';
const LAST_UNITS = 3;
const SHOPPERS = 10;

describePostgres('the last units of a store, picked up concurrently, on real PostgreSQL', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it(`${SHOPPERS} shoppers placing pickups of the store's last ${LAST_UNITS} units at once: exactly ${LAST_UNITS} orders, store stock 0, never negative, warehouse untouched`, async () => {
    const { app, internals: { db } } = engine;
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    await db.query('INSERT INTO store_stock (store_id, upc, qty) VALUES ($1, $2, $3) ON CONFLICT (store_id, upc) DO UPDATE SET qty = EXCLUDED.qty', [STORE, upc, LAST_UNITS]);
    const warehouse = async () => (await db.query<{ qty: number }>('SELECT qty FROM stock WHERE upc = $1', [upc])).rows[0]!.qty;
    const before = await warehouse();
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, async () => {
      const cookie = await guestCookie(app);
      const cart = expectOk('reserveWithItem', await call(app, 'reserveWithItem', {
        cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1, storeId: STORE }] },
      }));
      const basketId = cart.basketId;
      expectOk('setPickupContact', await call(app, 'setPickupContact', { cookie, params: { basketId }, body: { email: 'ada@example.com', contact: 'Ada Lovelace' } }));
      expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
      const token = await tokenizeCard(app, cookie, '4111111111111111');
      expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
        cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
      }));
      return { cookie, basketId };
    }));
    const responses = await Promise.all(shoppers.map((s) => call(app, 'placeOrder', { cookie: s.cookie, body: { cartId: s.basketId } })));
    const placed = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(placed).toHaveLength(LAST_UNITS);
    for (const r of placed) expect(expectOk('placeOrder', r).order.shipments[0]!.storeId).toBe(STORE);
    expect(refused).toHaveLength(SHOPPERS - LAST_UNITS);
    for (const r of refused) expectError(r, 409, 'STORE_PICKUP_UNAVAILABLE');
    const store = (await db.query<{ qty: number }>('SELECT qty FROM store_stock WHERE store_id = $1 AND upc = $2', [STORE, upc])).rows[0]!.qty;
    expect(store).toBe(0);
    expect(await warehouse()).toBe(before);
  });
});

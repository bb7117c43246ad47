import { afterAll, beforeAll, expect, it } from 'vitest';
import { THREE_UNIT_PRODUCT_ID, THREE_UNIT_VARIANT, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import {
  call, expectError, expectOk, firstVariant, guestCookie, readyCart, startPostgresTestEngine, tokenizeCard, type TestEngine,
} from '../test-support/test-engine';

describePostgres('placing orders on real PostgreSQL', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('10 concurrent checkouts of the 3-unit product produce exactly 3 orders; the other 7 get ITEM_OOS; stock ends at 0', async () => {
    const { app } = engine;
    const upc = await firstVariant(app, THREE_UNIT_PRODUCT_ID, (v) => v.color === THREE_UNIT_VARIANT.color && v.size === THREE_UNIT_VARIANT.size);
    const shoppers = await Promise.all(Array.from({ length: 10 }, async () => {
      const cookie = await guestCookie(app);
      return { cookie, basketId: await readyCart(app, cookie, { productId: THREE_UNIT_PRODUCT_ID, upc, qty: 1 }) };
    }));
    const responses = await Promise.all(shoppers.map((s) => call(app, 'placeOrder', { cookie: s.cookie, body: { cartId: s.basketId } })));
    const placed = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(placed).toHaveLength(3);
    for (const r of placed) expectOk('placeOrder', r);
    expect(refused).toHaveLength(7);
    for (const r of refused) expectError(r, 409, 'ITEM_OOS');
    expect(new Set(placed.map((r) => (r.json() as { orderNumber: string }).orderNumber)).size).toBe(3);
    const inventory = expectOk('productInventory', await call(app, 'productInventory', { params: { productId: THREE_UNIT_PRODUCT_ID } }));
    expect(inventory.variants.find((v) => v.upc === upc)!.quantity).toBe(0);
    // The refused shoppers keep their carts.
    const loser = shoppers[responses.findIndex((r) => r.statusCode !== 200)]!;
    expect(expectOk('getCart', await call(app, 'getCart', { cookie: loser.cookie, params: { basketId: loser.basketId } })).items).toHaveLength(1);
  });

  it('the same Idempotency-Key sent concurrently yields one order, and placing the basket again returns it', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const before = expectOk('productInventory', await call(app, 'productInventory', { params: { productId: WELL_STOCKED_PRODUCT_ID } }))
      .variants.find((v) => v.upc === upc)!.quantity;
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const headers = { 'idempotency-key': 'pg-retry-1' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => call(app, 'placeOrder', { cookie, headers, body: { cartId: basketId } })));
    const numbers = new Set(responses.map((r) => expectOk('placeOrder', r).orderNumber));
    expect(numbers.size).toBe(1);
    const again = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(numbers.has(again.orderNumber)).toBe(true);
    const after = expectOk('productInventory', await call(app, 'productInventory', { params: { productId: WELL_STOCKED_PRODUCT_ID } }))
      .variants.find((v) => v.upc === upc)!.quantity;
    expect(after).toBe(before - 1);
  });

  it("another caller's basketId answers 404 CART_NOT_FOUND", async () => {
    const { app } = engine;
    const owner = await guestCookie(app);
    const stranger = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, owner, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expectError(await call(app, 'getCart', { cookie: stranger, params: { basketId } }), 404, 'CART_NOT_FOUND');
    expectError(await call(app, 'placeOrder', { cookie: stranger, body: { cartId: basketId } }), 404, 'CART_NOT_FOUND');
  });

  it("an order is read by the guest who placed it; another guest's token answers 404 ORDER_NOT_FOUND", async () => {
    const { app } = engine;
    const owner = await guestCookie(app);
    const stranger = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, owner, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie: owner, body: { cartId: basketId } }));
    expect(expectOk('getOrder', await call(app, 'getOrder', { cookie: owner, params: { orderId: placed.orderNumber } }))).toEqual(placed.order);
    expectError(await call(app, 'getOrder', { cookie: stranger, params: { orderId: placed.orderNumber } }), 404, 'ORDER_NOT_FOUND');
  });

  it('one Idempotency-Key sent concurrently for two different baskets places exactly one order; every other answer is its replay or 422', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const stockOf = async () => expectOk('productInventory', await call(app, 'productInventory', { params: { productId: WELL_STOCKED_PRODUCT_ID } }))
      .variants.find((v) => v.upc === upc)!.quantity;
    const a = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const b = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 });
    const before = await stockOf();
    const headers = { 'idempotency-key': 'pg-reuse-2' };
    const baskets = Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? a : b));
    const responses = await Promise.all(baskets.map((cartId) => call(app, 'placeOrder', { cookie, headers, body: { cartId } })));
    const winners = responses.filter((r) => r.statusCode === 200).map((r) => expectOk('placeOrder', r));
    expect(new Set(winners.map((w) => w.orderNumber)).size).toBe(1);
    const winningBasket = winners[0]!.order.basketId;
    responses.forEach((r, i) => {
      if (baskets[i] === winningBasket) expect(r.statusCode, r.body).toBe(200);
      else expectError(r, 422, 'IDEMPOTENCY_KEY_REUSED');
    });
    // Only the winning basket's units left the stock; the losing basket is still an open cart.
    expect(await stockOf()).toBe(before - (winningBasket === a ? 1 : 2));
    const loser = winningBasket === a ? b : a;
    expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: loser, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
  });

  it('a card token used concurrently on several carts of its guest is accepted exactly once', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const baskets = await Promise.all(Array.from({ length: 6 }, async () => {
      const { basketId } = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
      expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
      return basketId;
    }));
    const token = await tokenizeCard(app, cookie, '4111111111111111');
    const responses = await Promise.all(baskets.map((basketId) => call(app, 'addPaymentInstrument', {
      cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
    })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) expectError(r, 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    const withCard = await Promise.all(baskets.map(async (basketId) =>
      expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId } })).payment_instruments.length));
    expect(withCard.reduce((a, b) => a + b, 0)).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@switchback/core';
import { THREE_UNIT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, TEST_ADDRESS, tokenizeCard,
  type TestEngine,
} from '../test-support/test-engine';

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

const inventoryOf = async (productId: string, upc: string): Promise<number> => {
  const inventory = expectOk('productInventory', await call(engine.app, 'productInventory', { params: { productId } }));
  return inventory.variants.find((v) => v.upc === upc)!.quantity;
};

describe('checkout and placing an order', () => {
  it('a guest buys a product end to end: the order carries items, totals, addresses and only the card last 4', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const before = await inventoryOf(WELL_STOCKED_PRODUCT_ID, upc);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 });

    const methods = expectOk('shippingMethods', await call(app, 'shippingMethods', { cookie, params: { basketId, shippingId: 'me' } }));
    expect(methods.applicableShippingMethods.find((m) => m.selected)?.code).toBe('standard');
    expectOk('paymentMethods', await call(app, 'paymentMethods', { cookie, params: { basketId } }));
    const prepared = expectOk('prepareOrder', await call(app, 'prepareOrder', { cookie, body: { basketId } }));
    expect(prepared.ready).toBe(true);

    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.basketId).toBe(basketId);
    expect(placed.order.items).toHaveLength(1);
    expect(placed.order.items[0]!.qty).toBe(2);
    expect(placed.order.totals.total).toBe(prepared.total);
    expect(placed.order.totals.total).toBe(placed.order.totals.itemTotal + placed.order.totals.shipping + placed.order.totals.tax);
    expect(placed.order.paymentMethods[0]!.last4).toBe('1111');
    expect(JSON.stringify(placed)).not.toContain(SANDBOX_CARDS.authorises);
    expect(placed.order.shippingAddress?.city).toBe(TEST_ADDRESS.city);
    expect(await inventoryOf(WELL_STOCKED_PRODUCT_ID, upc)).toBe(before - 2);
  });

  it('a basket becomes at most one order: placing it again returns the first order and takes no more stock', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const first = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    const stockAfterFirst = await inventoryOf(WELL_STOCKED_PRODUCT_ID, upc);
    const again = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(again.orderNumber).toBe(first.orderNumber);
    expect(await inventoryOf(WELL_STOCKED_PRODUCT_ID, upc)).toBe(stockAfterFirst);
    // The ordered cart can no longer change.
    const add = await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } });
    expectError(add, 409, 'ORDER_ALREADY_PLACED');
  });

  it('the same Idempotency-Key returns the first order, even when sent concurrently', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const headers = { 'idempotency-key': 'retry-7f3c2a' };
    const [a, b] = await Promise.all([
      call(app, 'placeOrder', { cookie, headers, body: { cartId: basketId } }),
      call(app, 'placeOrder', { cookie, headers, body: { cartId: basketId } }),
    ]);
    expect(expectOk('placeOrder', a).orderNumber).toBe(expectOk('placeOrder', b).orderNumber);
    // The same request retried later (body keys in another order, a new captcha answer) still replays the first order.
    const retried = await call(app, 'placeOrder', { cookie, headers, body: { recaptcha_response: 'fresh-captcha', cartId: basketId } });
    expect(expectOk('placeOrder', retried).orderNumber).toBe(expectOk('placeOrder', a).orderNumber);
  });

  it('the same Idempotency-Key with a different request (another basket) answers 422 IDEMPOTENCY_KEY_REUSED and changes nothing', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const headers = { 'idempotency-key': 'reuse-4b1d' };
    const first = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, headers, body: { cartId: first } }));
    const other = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 });
    const stockBefore = await inventoryOf(WELL_STOCKED_PRODUCT_ID, upc);
    const reused = await call(app, 'placeOrder', { cookie, headers, body: { cartId: other } });
    expect(expectError(reused, 422, 'IDEMPOTENCY_KEY_REUSED').errorDetails[0]!.field).toBe('idempotency-key');
    // Nothing changed: the other basket is still open with its items, no stock was taken, the first order stands.
    expect(await inventoryOf(WELL_STOCKED_PRODUCT_ID, upc)).toBe(stockBefore);
    expect(expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId: other } })).items[0]!.qty).toBe(2);
    expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: other, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    expect(expectOk('placeOrder', await call(app, 'placeOrder', { cookie, headers, body: { cartId: first } })).orderNumber).toBe(placed.orderNumber);
    // The same key from another guest is another principal's key: it places that guest's own order.
    const stranger = await guestCookie(app);
    const theirs = await readyCart(app, stranger, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expect(expectOk('placeOrder', await call(app, 'placeOrder', { cookie: stranger, headers, body: { cartId: theirs } })).orderNumber).not.toBe(placed.orderNumber);
  });

  it('a declined card answers PAYMENT_ERROR (402) and leaves the cart and the stock intact', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }, SANDBOX_CARDS.declines);
    const before = await inventoryOf(WELL_STOCKED_PRODUCT_ID, upc);
    expectError(await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }), 402, 'PAYMENT_ERROR');
    expect(await inventoryOf(WELL_STOCKED_PRODUCT_ID, upc)).toBe(before);
    const cart = expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId } }));
    expect(cart.items).toHaveLength(1);
    expect(cart.payment_instruments[0]).toMatchObject({ payment_method_id: 'CREDIT_CARD', card: { last4: '0002' } });
    // Another card then succeeds on the same cart.
    const token = await tokenizeCard(app, cookie, SANDBOX_CARDS.authorises);
    expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
      cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
    }));
    expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(await inventoryOf(WELL_STOCKED_PRODUCT_ID, upc)).toBe(before - 1);
  });

  it('an expired card is refused by the tokeniser with CC_EXPIRY_DATE_INVALID, and a card that expires before the order is refused too', async () => {
    const { app, clock } = engine;
    const cookie = await guestCookie(app);
    const expired = await app.inject({
      method: 'POST', url: '/api/sandbox-payments/v1/tokens', headers: { cookie }, payload: { number: SANDBOX_CARDS.authorises, expiry: '01/20', cvc: '123', holder: 'Ada' },
    });
    expectError(expired, 400, 'CC_EXPIRY_DATE_INVALID');

    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const now = clock.now();
    const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    const token = await tokenizeCard(app, cookie, SANDBOX_CARDS.authorises, expiry);
    clock.advance(20 * 24 * 3600 * 1000);
    // The guest token expired meanwhile; renewing it keeps the same guest, so the cart is still theirs.
    expectError(await call(app, 'getCart', { cookie, params: { basketId: cart.basketId } }), 401, 'UNAUTHORIZED');
    const renewed = await guestCookie(app, cookie);
    const add = await call(app, 'addPaymentInstrument', {
      cookie: renewed, params: { basketId: cart.basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' } },
    });
    expectError(add, 400, 'CC_EXPIRY_DATE_INVALID');
  });

  it("a card token is the tokenising guest's, and single-use: another guest's or a used token answers as an unknown one", async () => {
    const { app } = engine;
    const owner = await guestCookie(app);
    const thief = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const instrument = (token: string) => ({ payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } });
    const cartOf = async (cookie: string) => {
      const { basketId } = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
      expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
      return basketId;
    };
    const token = await tokenizeCard(app, owner, SANDBOX_CARDS.authorises);
    const thiefCart = await cartOf(thief);
    const stolen = await call(app, 'addPaymentInstrument', { cookie: thief, params: { basketId: thiefCart }, body: instrument(token) });
    const unknown = await call(app, 'addPaymentInstrument', { cookie: thief, params: { basketId: thiefCart }, body: instrument('tok_0000000000000000') });
    expect(expectError(stolen, 404, 'PAYMENT_INSTRUMENT_NOT_FOUND').errorDetails[0]).toEqual(expectError(unknown, 404, 'PAYMENT_INSTRUMENT_NOT_FOUND').errorDetails[0]);
    // The owner uses it once; a second use, even on their own other cart, is refused.
    expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', { cookie: owner, params: { basketId: await cartOf(owner) }, body: instrument(token) }));
    expectError(await call(app, 'addPaymentInstrument', { cookie: owner, params: { basketId: await cartOf(owner) }, body: instrument(token) }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
  });

  it('the tokeniser needs a guest session (401 without one); a change refused for a foreign basket leaves the token usable', async () => {
    const { app } = engine;
    const anonymous = await app.inject({ method: 'POST', url: '/api/sandbox-payments/v1/tokens', payload: { number: SANDBOX_CARDS.authorises, expiry: '12/30', cvc: '123', holder: 'Ada' } });
    expectError(anonymous, 401, 'UNAUTHORIZED');
    const cookie = await guestCookie(app);
    const token = await tokenizeCard(app, cookie, SANDBOX_CARDS.authorises);
    const { basketId } = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    // A foreign basket fails the change before the token is used: it can still be used afterwards.
    const other = await guestCookie(app);
    const foreign = expectOk('createCart', await call(app, 'createCart', { cookie: other, body: {} })).basketId;
    expectError(await call(app, 'addPaymentInstrument', { cookie, params: { basketId: foreign }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' } } }), 404, 'CART_NOT_FOUND');
    expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', { cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' } } }));
  });

  it('an unknown card token is PAYMENT_INSTRUMENT_NOT_FOUND; card numbers are refused on the contract path', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const unknown = await call(app, 'addPaymentInstrument', {
      cookie, params: { basketId: cart.basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token: 'tok_0000000000000000', holder: 'Ada' } },
    });
    expectError(unknown, 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    const raw = await call(app, 'addPaymentInstrument', {
      cookie, params: { basketId: cart.basketId },
      body: { payment_method_id: 'CREDIT_CARD', paymentCard: { number: SANDBOX_CARDS.authorises, holder: 'Ada' } },
    });
    const answer = expectError(raw, 400, 'INVALID_REQUEST');
    expect(raw.body).not.toContain(SANDBOX_CARDS.authorises);
    expect(answer.errorDetails[0]!.field).toMatch(/paymentCard/);
  });

  it('prepareOrder names the first missing checkout step', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const basketId = cart.basketId;
    expectError(await call(app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'CART_EMPTY');
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    expectError(await call(app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'SHIPPING_ADDRESS_MISSING');
    expectOk('setShippingAddress', await call(app, 'setShippingAddress', { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'a@example.com' }] }));
    expectError(await call(app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'SHIPPING_METHOD_MISSING');
    expectError(await call(app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'teleport' } }), 400, 'SHIPPING_METHOD_INVALID');
    expectOk('selectShippingMethod', await call(app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'express' } }));
    expectError(await call(app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'BILLING_ADDRESS_MISSING');
    expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
    expectError(await call(app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'PAYMENT_MISSING');
    expectError(await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }), 409, 'PAYMENT_MISSING');
  });

  it('a site ships only to its countries: a French address on en-us is CANT_SHIP_THERE', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const response = await call(app, 'setShippingAddress', {
      cookie, params: { basketId: cart.basketId }, body: [{ ...TEST_ADDRESS, countryCode: 'FR', email: 'a@example.com' }],
    });
    expectError(response, 409, 'CANT_SHIP_THERE');
  });

  it('the last units sell once: ordering more of the 3-unit product than is left answers ITEM_OOS and changes nothing', async () => {
    const { app } = engine;
    const upc = await firstVariant(app, THREE_UNIT_PRODUCT_ID);
    const a = await guestCookie(app);
    const b = await guestCookie(app);
    const cartA = await readyCart(app, a, { productId: THREE_UNIT_PRODUCT_ID, upc, qty: 2 });
    const cartB = await readyCart(app, b, { productId: THREE_UNIT_PRODUCT_ID, upc, qty: 2 });
    expectOk('placeOrder', await call(app, 'placeOrder', { cookie: a, body: { cartId: cartA } }));
    expect(await inventoryOf(THREE_UNIT_PRODUCT_ID, upc)).toBe(1);
    expectError(await call(app, 'placeOrder', { cookie: b, body: { cartId: cartB } }), 409, 'ITEM_OOS');
    expect(await inventoryOf(THREE_UNIT_PRODUCT_ID, upc)).toBe(1);
    const cart = expectOk('getCart', await call(app, 'getCart', { cookie: b, params: { basketId: cartB } }));
    expect(cart.flash.map((f) => f.type)).toContain('ProductLineItemInventoryMissing');
  });
});

describe('reading an order (GET /consumers-v3/consumer/purchase/{orderId})', () => {
  it('answers the order to the guest whose token placed it, with Cache-Control: no-store', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    const response = await call(app, 'getOrder', { cookie, params: { orderId: placed.orderNumber } });
    expect(expectOk('getOrder', response)).toEqual(placed.order);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("another guest's token, an unknown order number and no token at all get nothing", async () => {
    const { app } = engine;
    const owner = await guestCookie(app);
    const stranger = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, owner, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const { orderNumber } = expectOk('placeOrder', await call(app, 'placeOrder', { cookie: owner, body: { cartId: basketId } }));
    const foreign = await call(app, 'getOrder', { cookie: stranger, params: { orderId: orderNumber } });
    const unknown = await call(app, 'getOrder', { cookie: owner, params: { orderId: 'ORD-000000-UNKNOWN' } });
    // The stranger cannot tell a foreign order from one that does not exist.
    expect(expectError(foreign, 404, 'ORDER_NOT_FOUND').errorDetails[0]).toEqual(expectError(unknown, 404, 'ORDER_NOT_FOUND').errorDetails[0]);
    expect(foreign.headers['cache-control']).toBe('no-store');
    expectError(await call(app, 'getOrder', { params: { orderId: orderNumber } }), 401, 'UNAUTHORIZED');
    expectError(await call(app, 'getOrder', { cookie: owner, params: { orderId: 'not an order' } }), 400, 'INVALID_REQUEST');
  });
});

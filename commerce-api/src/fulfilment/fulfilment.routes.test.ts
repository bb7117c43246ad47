import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { SUPPORT_HEADERS, TEST_SUPPORT_KEY } from '../test-support/orders';
import {
  call, expectError, expectOk, firstVariant, guestCookie, startTestEngine, TEST_ADDRESS, tokenizeCard, type TestEngine,
} from '../test-support/test-engine';

const STORE = 'STR-DEN-01';
const OTHER_SITE_STORE = 'STR-LON-01';

describe('per-line delivery, store pickup, ship to store and collection points (issue 10 §2)', () => {
  let engine: TestEngine;
  let upc: string;
  const db = () => engine.internals.db;
  const setStoreStock = async (storeId: string, qty: number) => {
    await db().query(`INSERT INTO store_stock (store_id, upc, qty) VALUES ($1, $2, $3)
      ON CONFLICT (store_id, upc) DO UPDATE SET qty = EXCLUDED.qty`, [storeId, upc, qty]);
  };
  const storeStock = async (storeId: string) =>
    (await db().query<{ qty: number }>('SELECT qty FROM store_stock WHERE store_id = $1 AND upc = $2', [storeId, upc])).rows[0]?.qty;
  const warehouse = async () => (await db().query<{ qty: number }>('SELECT qty FROM stock WHERE upc = $1', [upc])).rows[0]!.qty;
  const line = (cart: Cart) => cart.items.find((i) => i.upc === upc)!;

  beforeAll(async () => {
    engine = await startTestEngine({ supportKey: TEST_SUPPORT_KEY });
    upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    await db().query(`INSERT INTO collection_points (id, site_id, name, option_type, address_line1, city, postal_code, country_code, latitude, longitude)
      VALUES ('CP-DEN-1', 'en-us', 'Union Station Lockers', 'LOCKER', '1701 Wynkoop St', 'Denver', '80202', 'US', 39.75, -105.0)`);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('reserveWithItem makes a cart whose line is picked up in the store today, with the per-line choices', async () => {
    await setStoreStock(STORE, 3);
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('reserveWithItem', await call(engine.app, 'reserveWithItem', {
      cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2, storeId: STORE }] },
    }));
    const options = line(cart).shippingOptions!;
    expect(options.shippingMethod).toEqual({ code: 'pickup', deliveryTime: 'same day' });
    expect(options.storeInfo).toEqual({ id: STORE, name: 'Switchback Denver' });
    expect(options.applicableShippingMethods.map((c) => [c.code, c.available])).toEqual([['home', true], ['pickup', true], ['sts', true], ['pudo', true]]);
    expect(line(cart).maxQty).toBe(3);
    expect(cart.totals.shipping).toBe(0);
  });

  it('a pickup in a store without the units is STORE_PICKUP_UNAVAILABLE; an unknown store or one of another site STORE_NOT_FOUND; nothing is created', async () => {
    await setStoreStock(STORE, 1);
    const cookie = await guestCookie(engine.app);
    const body = (storeId: string) => ({ items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2, storeId }] });
    const countCarts = async () => Number((await db().query<{ n: string }>('SELECT count(*) AS n FROM carts')).rows[0]!.n);
    const before = await countCarts();
    expectError(await call(engine.app, 'reserveWithItem', { cookie, body: body(STORE) }), 409, 'STORE_PICKUP_UNAVAILABLE');
    expectError(await call(engine.app, 'reserveWithItem', { cookie, body: body('STR-NOPE-01') }), 404, 'STORE_NOT_FOUND');
    expectError(await call(engine.app, 'cartWithItem', { cookie, body: body(OTHER_SITE_STORE) }), 404, 'STORE_NOT_FOUND');
    expect(await countCarts()).toBe(before);
  });

  it('cartWithItem creates a cart with a home line; updateItem moves it to pickup, sts, pudo and back home', async () => {
    await setStoreStock(STORE, 5);
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('cartWithItem', await call(engine.app, 'cartWithItem', { cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    const item = line(cart);
    expect(item.shippingOptions!.shippingMethod.code).toBe('standard');
    const move = async (action: string, extra: Record<string, string>) => call(engine.app, 'updateItem', {
      cookie, params: { basketId: cart.basketId }, query: { action },
      body: { itemId: item.id, productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1, ...extra },
    });
    expect(line(expectOk('updateItem', await move('pickup', { storeId: STORE }))).shippingOptions!.shippingMethod.code).toBe('pickup');
    const sts = line(expectOk('updateItem', await move('sts', { storeId: STORE }))).shippingOptions!;
    expect(sts.shippingMethod).toEqual({ code: 'sts', deliveryTime: '2-4 days' });
    expectError(await move('pudo', { collectionPointId: 'CP-NOPE' }), 404, 'COLLECTION_POINT_NOT_FOUND');
    const pudo = line(expectOk('updateItem', await move('pudo', { collectionPointId: 'CP-DEN-1' }))).shippingOptions!;
    expect(pudo.collectionPoint).toEqual({ storeId: 'CP-DEN-1', storeName: 'Union Station Lockers', optionType: 'LOCKER', bookingCode: null });
    expect(line(expectOk('updateItem', await move('home', {}))).shippingOptions!.storeInfo).toBeNull();
    expectError(await move('pickup', {}), 400, 'INVALID_REQUEST');
  });

  it('a pickup-only order needs no shipping address but the contact the locale requires (PICKUP_CONTACT_MISSING names the field); placing takes the store\'s units, not the warehouse\'s; a cancel gives them back to the store', async () => {
    await setStoreStock(STORE, 4);
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('reserveWithItem', await call(engine.app, 'reserveWithItem', {
      cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2, storeId: STORE }] },
    }));
    const basketId = cart.basketId;
    expectOk('setBillingAddress', await call(engine.app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
    const token = await tokenizeCard(engine.app, cookie, '4111111111111111');
    expectOk('addPaymentInstrument', await call(engine.app, 'addPaymentInstrument', {
      cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
    }));
    expect(expectError(await call(engine.app, 'prepareOrder', { cookie, body: { basketId } }), 400, 'PICKUP_CONTACT_MISSING').errorDetails[0]!.field).toBe('pickupContact.email');
    expectOk('setPickupContact', await call(engine.app, 'setPickupContact', { cookie, params: { basketId }, body: { email: 'ada@example.com' } }));
    expect(expectError(await call(engine.app, 'prepareOrder', { cookie, body: { basketId } }), 400, 'PICKUP_CONTACT_MISSING').errorDetails[0]!.field).toBe('pickupContact.contact');
    const withContact = expectOk('setPickupContact', await call(engine.app, 'setPickupContact', { cookie, params: { basketId }, body: { email: 'ada@example.com', contact: 'Ada Lovelace' } }));
    expect(withContact.pickupContact).toEqual({ email: 'ada@example.com', mobilePhone: null, contact: 'Ada Lovelace' });
    expectOk('prepareOrder', await call(engine.app, 'prepareOrder', { cookie, body: { basketId } }));
    const before = await warehouse();
    const placed = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.shippingAddress).toBeNull();
    expect(placed.order.customerEmail).toBe('ada@example.com');
    expect(placed.order.shipments).toEqual([{ shipmentId: `pickup-${STORE}`, shippingMethod: 'pickup', storeId: STORE, storeName: 'Switchback Denver', status: 'PENDING' }]);
    expect(await storeStock(STORE)).toBe(2);
    expect(await warehouse()).toBe(before);
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber: placed.orderNumber } }));
    expect(await storeStock(STORE)).toBe(4);
    expect(await warehouse()).toBe(before);
  });

  it('a collection point order needs the collection point contact of the locale, and its shipment names the point with its booking code', async () => {
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('cartWithItem', await call(engine.app, 'cartWithItem', { cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    const basketId = cart.basketId;
    expectOk('updateItem', await call(engine.app, 'updateItem', {
      cookie, params: { basketId }, query: { action: 'pudo' }, body: { itemId: line(cart).id, productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1, collectionPointId: 'CP-DEN-1' },
    }));
    expectOk('setShippingAddress', await call(engine.app, 'setShippingAddress', { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com' }] }));
    expectOk('selectShippingMethod', await call(engine.app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'standard' } }));
    expectOk('setBillingAddress', await call(engine.app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
    const token = await tokenizeCard(engine.app, cookie, '4111111111111111');
    expectOk('addPaymentInstrument', await call(engine.app, 'addPaymentInstrument', {
      cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
    }));
    // en-US collection points need e-mail, mobile phone and name.
    expect(expectError(await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } }), 400, 'PICKUP_CONTACT_MISSING').errorDetails[0]!.field).toBe('pickupContact.email');
    expectOk('setPickupContact', await call(engine.app, 'setPickupContact', {
      cookie, params: { basketId }, body: { email: 'ada@example.com', mobilePhone: '303 555 0100', contact: 'Ada Lovelace' },
    }));
    const placed = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.shipments).toEqual([
      { shipmentId: 'pudo-CP-DEN-1', shippingMethod: 'pudo', collectionPoint: { storeId: 'CP-DEN-1', storeName: 'Union Station Lockers', optionType: 'LOCKER', bookingCode: `${placed.orderNumber}-CP-DEN-1` }, status: 'PENDING' },
    ]);
  });

  it('reading the cart moves a pickup line whose store lost the units to ship-to-store and announces PickupToSts once', async () => {
    await setStoreStock(STORE, 2);
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('reserveWithItem', await call(engine.app, 'reserveWithItem', {
      cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2, storeId: STORE }] },
    }));
    await setStoreStock(STORE, 1);
    const read = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId: cart.basketId } }));
    expect(read.flash).toContainEqual(expect.objectContaining({ type: 'PickupToSts', itemId: line(cart).id }));
    expect(line(read).shippingOptions!.shippingMethod.code).toBe('sts');
    const again = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId: cart.basketId } }));
    expect(again.flash.filter((f) => f.type === 'PickupToSts')).toEqual([]);
    // The store gets the units again: the line is ready for pickup (StsToPickup).
    await setStoreStock(STORE, 2);
    const back = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId: cart.basketId } }));
    expect(back.flash).toContainEqual(expect.objectContaining({ type: 'StsToPickup', itemId: line(cart).id }));
  });

  it("a home line the warehouse cannot serve moves to the shopper's store (favStoreId) that has it: STHToPickup", async () => {
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('cartWithItem', await call(engine.app, 'cartWithItem', { cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 }] } }));
    await setStoreStock(STORE, 2);
    const stock = await warehouse();
    await db().query('UPDATE stock SET qty = 1 WHERE upc = $1', [upc]);
    try {
      const read = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId: cart.basketId }, query: { favStoreId: STORE } }));
      expect(read.flash).toContainEqual(expect.objectContaining({ type: 'STHToPickup', itemId: line(cart).id }));
      expect(line(read).shippingOptions!.storeInfo).toEqual({ id: STORE, name: 'Switchback Denver' });
    } finally {
      await db().query('UPDATE stock SET qty = $2 WHERE upc = $1', [upc, stock]);
    }
  });

  it('express no longer applies while a home line is short in the warehouse: OrderShippingMethodDowngraded, standard selected', async () => {
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('cartWithItem', await call(engine.app, 'cartWithItem', { cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 }] } }));
    expectOk('selectShippingMethod', await call(engine.app, 'selectShippingMethod', { cookie, body: { cartId: cart.basketId, code: 'express' } }));
    const stock = await warehouse();
    await db().query('UPDATE stock SET qty = 1 WHERE upc = $1', [upc]);
    try {
      const read = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId: cart.basketId } }));
      expect(read.flash).toContainEqual(expect.objectContaining({ type: 'OrderShippingMethodDowngraded' }));
      expect(read.shippingMethods.applicableShippingMethods.find((m) => m.selected)?.code).toBe('standard');
    } finally {
      await db().query('UPDATE stock SET qty = $2 WHERE upc = $1', [upc, stock]);
    }
  });

  it('the customs shipping id answers the made-to-order method of the cart\'s site', async () => {
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} }));
    const customs = expectOk('shippingMethods', await call(engine.app, 'shippingMethods', { cookie, params: { basketId: cart.basketId, shippingId: 'customs' } }));
    expect(customs.shippingId).toBe('customs');
    expect(customs.applicableShippingMethods.map((m) => m.code)).toEqual(['customs']);
  });

  it("support reads and sets a store's units of a variant (support key only); unknown store or variant is 404", async () => {
    const params = { storeId: STORE };
    expectError(await call(engine.app, 'supportSetStoreStock', { params, body: { upc, qty: 7 } }), 403, 'SUPPORT_KEY_INVALID');
    expect(expectOk('supportSetStoreStock', await call(engine.app, 'supportSetStoreStock', { params, headers: SUPPORT_HEADERS, body: { upc, qty: 7 } }))).toEqual({ storeId: STORE, upc, qty: 7 });
    expect(await storeStock(STORE)).toBe(7);
    expect(expectOk('supportStoreStock', await call(engine.app, 'supportStoreStock', { params, headers: SUPPORT_HEADERS, query: { upc } })).qty).toBe(7);
    expectError(await call(engine.app, 'supportStoreStock', { params: { storeId: 'STR-NOPE-01' }, headers: SUPPORT_HEADERS, query: { upc } }), 404, 'STORE_NOT_FOUND');
    expectError(await call(engine.app, 'supportSetStoreStock', { params, headers: SUPPORT_HEADERS, body: { upc: '999999999999', qty: 1 } }), 404, 'VARIANT_NOT_FOUND');
  });
});

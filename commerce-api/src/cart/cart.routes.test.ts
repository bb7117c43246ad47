import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLD_OUT_PRODUCT_ID, THREE_UNIT_PRODUCT_ID, THREE_UNIT_VARIANT, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { call, expectError, expectOk, firstVariant, guestCookie, startTestEngine, type TestEngine } from '../test-support/test-engine';

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('guest token', () => {
  it('is set as an httpOnly, SameSite=Lax cookie on path / and the body follows the contract', async () => {
    const response = await call(engine.app, 'guestToken', { body: { type: 'Guest' } });
    const body = expectOk('guestToken', response);
    expect(body.tokenType).toBe('Guest');
    const cookie = response.cookies.find((c) => c.name === 'sb_guest_token')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(JSON.stringify(body)).not.toContain(cookie.value);
  });

  it('presenting a valid token again keeps the same guest', async () => {
    const cookie = await guestCookie(engine.app);
    const again = expectOk('guestToken', await call(engine.app, 'guestToken', { cookie, body: { type: 'Guest' } }));
    const first = expectOk('guestToken', await call(engine.app, 'guestToken', { cookie, body: { type: 'Guest' } }));
    expect(again.customerId).toBe(first.customerId);
  });

  it('an unknown grant type is refused naming type; a Registered exchange needs its code (issue 7)', async () => {
    const response = await call(engine.app, 'guestToken', { body: { type: 'Password' } });
    expect(expectError(response, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('type');
    const registered = await call(engine.app, 'guestToken', { body: { type: 'Registered' } });
    expect(expectError(registered, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('authorizationCode');
  });
});

describe('cart calls require the guest token and the caller must own the cart', () => {
  it('every cart call without the cookie answers 401 UNAUTHORIZED', async () => {
    expectError(await call(engine.app, 'createCart', { body: {} }), 401, 'UNAUTHORIZED');
    expectError(await call(engine.app, 'getCart', { params: { basketId: 'bsk_00000000' } }), 401, 'UNAUTHORIZED');
    expectError(await call(engine.app, 'placeOrder', { body: { cartId: 'bsk_00000000' } }), 401, 'UNAUTHORIZED');
  });

  it('a forged or tampered token answers 401', async () => {
    const cookie = await guestCookie(engine.app);
    const tampered = `${cookie.slice(0, -3)}${cookie.endsWith('A') ? 'B' : 'A'}xx`;
    expectError(await call(engine.app, 'createCart', { cookie: tampered, body: {} }), 401, 'UNAUTHORIZED');
    expectError(await call(engine.app, 'createCart', { cookie: 'sb_guest_token=not-a-jwt', body: {} }), 401, 'UNAUTHORIZED');
  });

  it("another caller's basketId answers 404 CART_NOT_FOUND, for reads and for changes", async () => {
    const { app } = engine;
    const owner = await guestCookie(app);
    const stranger = await guestCookie(app);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie: owner, body: {} }));
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    expectError(await call(app, 'getCart', { cookie: stranger, params: { basketId: cart.basketId } }), 404, 'CART_NOT_FOUND');
    expectError(await call(app, 'addItem', {
      cookie: stranger, body: { cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] },
    }), 404, 'CART_NOT_FOUND');
    expectError(await call(app, 'placeOrder', { cookie: stranger, body: { cartId: cart.basketId } }), 404, 'CART_NOT_FOUND');
    expectError(await call(app, 'prepareOrder', { cookie: stranger, body: { basketId: cart.basketId } }), 404, 'CART_NOT_FOUND');
    expect(expectOk('getCart', await call(app, 'getCart', { cookie: owner, params: { basketId: cart.basketId } })).items).toHaveLength(0);
  });
});

describe('cart items, stock and pricing', () => {
  it('adding the same variant twice adds to one line; totals are integer minor units with tax on top for en-us', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const line = { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 };
    expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: cart.basketId, items: [line] } }));
    const after = expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: cart.basketId, items: [line] } }));
    expect(after.items).toHaveLength(1);
    expect(after.items[0]!.qty).toBe(2);
    const unit = after.items[0]!.price.current;
    expect(after.totals.itemTotal).toBe(unit * 2);
    expect(after.totals.tax).toBe(Math.floor((2 * unit * 2 * 825 + 10_000) / 20_000));
    expect(after.totals.total).toBe(after.totals.itemTotal + after.totals.tax);
    expect(after.totalItems).toBe(2);
  });

  it('prices, currency and tax follow the site (x-site-id): en-gb is GBP with VAT included', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const headers = { 'x-site-id': 'en-gb' };
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, headers, body: {} }));
    expect(cart.currency).toBe('GBP');
    const added = expectOk('addItem', await call(app, 'addItem', { cookie, headers, body: { cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    const gbp = expectOk('productDetails', await call(app, 'productDetails', { headers, params: { productId: WELL_STOCKED_PRODUCT_ID } }));
    expect(added.items[0]!.price.current).toBe(gbp.price.lowCurrent);
    expect(added.totals.total).toBe(added.totals.itemTotal);
    expect(added.totals.tax).toBe(added.totals.itemTotal - Math.floor((2 * added.totals.itemTotal * 10_000 + 12_000) / 24_000));
  });

  it('an unknown site id is a 400 naming x-site-id', async () => {
    const response = await call(engine.app, 'catalog', { headers: { 'x-site-id': 'de-de' } });
    expect(expectError(response, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('x-site-id');
  });

  it('an out-of-stock variant answers ITEM_OOS (INV700) with 409 and the cart is unchanged', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const details = expectOk('productDetails', await call(app, 'productDetails', { params: { productId: SOLD_OUT_PRODUCT_ID } }));
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const answer = expectError(await call(app, 'addItem', {
      cookie, body: { cartId: cart.basketId, items: [{ productId: SOLD_OUT_PRODUCT_ID, upc: details.variants[0]!.upc, qty: 1 }] },
    }), 409, 'ITEM_OOS');
    expect(answer.errorDetails[0]!.code).toBe('INV700');
    expect(expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId: cart.basketId } })).items).toHaveLength(0);
  });

  it('asking for more than is in stock answers ADDED_MAX_QUANTITY with maxAllowedQty', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, THREE_UNIT_PRODUCT_ID, (v) => v.size === THREE_UNIT_VARIANT.size);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const answer = expectError(await call(app, 'addItem', {
      cookie, body: { cartId: cart.basketId, items: [{ productId: THREE_UNIT_PRODUCT_ID, upc, qty: 4 }] },
    }), 409, 'ADDED_MAX_QUANTITY');
    expect(answer.errorDetails[0]!.maxAllowedQty).toBe(3);
  });

  it('all lines of one add are applied or none: a bad second line leaves the first out', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const response = await call(app, 'addItem', {
      cookie, body: { cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }, { productId: WELL_STOCKED_PRODUCT_ID, upc: '000000000000', qty: 1 }] },
    });
    expectError(response, 404, 'VARIANT_NOT_FOUND');
    expect(expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId: cart.basketId } })).items).toHaveLength(0);
  });

  it('updating a quantity sets it, 0 removes the line; removing an unknown item is ITEM_NOT_FOUND', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const added = expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    const itemId = added.items[0]!.id;
    const updated = expectOk('updateItem', await call(app, 'updateItem', {
      cookie, params: { basketId: cart.basketId }, body: { itemId, productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 3 },
    }));
    expect(updated.items[0]!.qty).toBe(3);
    const tooMany = await call(app, 'updateItem', {
      cookie, params: { basketId: cart.basketId }, body: { itemId, productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 11 },
    });
    expect(expectError(tooMany, 409, 'ADDED_MAX_QUANTITY').errorDetails[0]!.maxAllowedQty).toBe(10);
    const removed = expectOk('updateItem', await call(app, 'updateItem', {
      cookie, params: { basketId: cart.basketId }, body: { itemId, productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 0 },
    }));
    expect(removed.items).toHaveLength(0);
    expectError(await call(app, 'removeItem', { cookie, body: { cartId: cart.basketId, itemId, upc } }), 404, 'ITEM_NOT_FOUND');
  });

  it('DELETE /cart/v1/item removes the line', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const added = expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    const removed = expectOk('removeItem', await call(app, 'removeItem', { cookie, body: { cartId: cart.basketId, itemId: added.items[0]!.id, upc } }));
    expect(removed.items).toHaveLength(0);
  });
});

describe('bad input gets a field-level 4xx and changes nothing', () => {
  it('wrong types, unknown fields and out-of-range values name the field', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const line = { productId: WELL_STOCKED_PRODUCT_ID, upc: '840120000005' };
    const cases: [unknown, string][] = [
      [{ cartId: cart.basketId, items: [{ ...line, qty: '1' }] }, 'items.0.qty'],
      [{ cartId: cart.basketId, items: [{ ...line, qty: 1.5 }] }, 'items.0.qty'],
      [{ cartId: cart.basketId, items: [{ ...line, qty: 1e308 }] }, 'items.0.qty'],
      [{ cartId: cart.basketId, items: [{ ...line, qty: 1, price: 0 }] }, 'items.0.price'],
      [{ cartId: cart.basketId, items: [] }, 'items'],
      [{ cartId: cart.basketId, items: [{ ...line, productId: 'lower', qty: 1 }] }, 'items.0.productId'],
      [{ items: [{ ...line, qty: 1 }] }, 'cartId'],
    ];
    for (const [body, field] of cases) {
      const answer = expectError(await call(app, 'addItem', { cookie, body }), 400, 'INVALID_REQUEST');
      expect(answer.errorDetails[0]!.field, JSON.stringify(body)).toBe(field);
    }
    expect(expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId: cart.basketId } })).items).toHaveLength(0);
  });

  it('malformed JSON, a non-JSON body and an oversized body are 4xx with the §8 shape', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const malformed = await app.inject({ method: 'POST', url: '/api/cart/v1/item', headers: { cookie, 'content-type': 'application/json' }, payload: '{"cartId":' });
    expect(expectError(malformed, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('body');
    const text = await app.inject({ method: 'POST', url: '/api/cart/v1/item', headers: { cookie, 'content-type': 'text/plain' }, payload: 'hello' });
    expectError(text, 415, 'INVALID_REQUEST');
    const huge = await app.inject({
      method: 'POST', url: '/api/cart/v1/item', headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ cartId: 'x'.repeat(200_000) }),
    });
    expectError(huge, 413, 'INVALID_REQUEST');
    const proto = await app.inject({ method: 'POST', url: '/api/cart/v1/item', headers: { cookie, 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' });
    expectError(proto, 400, 'INVALID_REQUEST');
  });

  it('the correlation id is echoed when given and generated otherwise', async () => {
    const given = await call(engine.app, 'getCart', { params: { basketId: 'bsk_00000000' }, headers: { 'x-correlation-id': 'corr-123' } });
    expect(expectError(given, 401, 'UNAUTHORIZED').correlationId).toBe('corr-123');
    expect(given.headers['x-correlation-id']).toBe('corr-123');
    const generated = await call(engine.app, 'getCart', { params: { basketId: 'bsk_00000000' } });
    expect(expectError(generated, 401, 'UNAUTHORIZED').correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

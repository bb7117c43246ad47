import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { SUPPORT_HEADERS, TEST_SUPPORT_KEY } from '../test-support/orders';
import { signIn, signUp } from '../test-support/sign-in';
import {
  call, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, TEST_ADDRESS, type TestEngine,
} from '../test-support/test-engine';

let engine: TestEngine;
/** Demo products this file changes through support (withdrawn, stock, price), one per test, never the shared ones. */
let spare: string[] = [];
beforeAll(async () => {
  engine = await startTestEngine({ supportKey: TEST_SUPPORT_KEY });
  const catalog = expectOk('catalog', await call(engine.app, 'catalog'));
  for (const category of catalog.categories) {
    const search = expectOk('productSearch', await call(engine.app, 'productSearch', { query: { categoryId: category.id } }));
    spare.push(...search.hits.map((hit) => hit.id));
  }
  spare = [...new Set(spare)].filter((id) => id.startsWith('SB') && !id.startsWith('SBGC') && id !== WELL_STOCKED_PRODUCT_ID && !['SBPK0003', 'SBFL0005'].includes(id));
});
afterAll(async () => {
  await engine?.close();
});

/** A demo product of its own for one test, with an orderable variant. */
async function productOfItsOwn(): Promise<{ productId: string; upc: string }> {
  for (;;) {
    const productId = spare.shift();
    if (productId === undefined) throw new Error('no spare demo product left');
    const details = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId } }));
    const variant = details.variants.find((v) => v.orderable);
    if (variant) return { productId, upc: variant.upc };
  }
}

const support = (productId: string, body: unknown) => call(engine.app, 'supportUpdateProductSale', { params: { productId }, body, headers: SUPPORT_HEADERS });

async function cartWith(cookie: string, line?: { productId: string; upc: string }): Promise<string> {
  const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
  if (line) expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ ...line, qty: 1 }] } }));
  return basketId;
}

const entry = (address: Record<string, string> = {}) => [{ ...TEST_ADDRESS, email: 'ada@example.com', ...address }];

describe('POST …/shippingAddress/validation (issue 10 §2)', () => {
  it('answers the address as the cart would store it, and stores nothing', async () => {
    const cookie = await guestCookie(engine.app);
    const basketId = await cartWith(cookie);
    const checked = expectOk('validateShippingAddress', await call(engine.app, 'validateShippingAddress', {
      cookie, params: { basketId }, body: entry({ province: 'colorado', postalCode: '80202-1234' }),
    }));
    expect(checked.addresses[0]).toMatchObject({ province: 'CO', postalCode: '80202-1234', phone: '+13035550100', email: 'ada@example.com', shippingId: 'me' });
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } })).shippingAddress ?? null).toBeNull();
  });

  it('CANT_SHIP_THERE for a country the site does not ship to; POSTCODE_INVALID on 0.postalCode for a postcode out of format', async () => {
    const cookie = await guestCookie(engine.app);
    const basketId = await cartWith(cookie);
    const abroad = await call(engine.app, 'validateShippingAddress', { cookie, params: { basketId }, body: entry({ countryCode: 'GB', postalCode: 'SW1A 1AA', province: '' }) });
    expectError(abroad, 409, 'CANT_SHIP_THERE');
    const badZip = expectError(await call(engine.app, 'validateShippingAddress', { cookie, params: { basketId }, body: entry({ postalCode: '8020' }) }), 400, 'POSTCODE_INVALID');
    expect(badZip.errorDetails[0]!.field).toBe('0.postalCode');
    const gb = await call(engine.app, 'validateShippingAddress', {
      cookie, params: { basketId }, headers: { [HEADER.siteId]: 'en-gb' }, body: entry({ countryCode: 'GB', postalCode: 'QQ1 1AA', province: '' }),
    });
    // The cart is en-us: the site of the cart decides, whatever the header says.
    expectError(gb, 409, 'CANT_SHIP_THERE');
  });

  it('a PO box: accepted for the US standard (postal) method, SHIPPING_POBOX_UNAVAILABLE on its line once express is chosen', async () => {
    const cookie = await guestCookie(engine.app);
    const basketId = await cartWith(cookie);
    const box = entry({ addressLine1: 'P.O. Box 1234' });
    expectOk('validateShippingAddress', await call(engine.app, 'validateShippingAddress', { cookie, params: { basketId }, body: box }));
    expectOk('selectShippingMethod', await call(engine.app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'express' } }));
    const refused = expectError(await call(engine.app, 'validateShippingAddress', { cookie, params: { basketId }, body: box }), 400, 'SHIPPING_POBOX_UNAVAILABLE');
    expect(refused.errorDetails[0]!.field).toBe('0.addressLine1');
    // Setting it applies the same checks.
    expectError(await call(engine.app, 'setShippingAddress', { cookie, params: { basketId }, body: box }), 400, 'SHIPPING_POBOX_UNAVAILABLE');
  });

  it('choosing express for a cart shipping to a PO box is SHIPPING_POBOX_UNAVAILABLE; standard stays chosen', async () => {
    const cookie = await guestCookie(engine.app);
    const basketId = await cartWith(cookie);
    expectOk('setShippingAddress', await call(engine.app, 'setShippingAddress', { cookie, params: { basketId }, body: entry({ addressLine2: 'PMB 77' }) }));
    expectOk('selectShippingMethod', await call(engine.app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'standard' } }));
    expectError(await call(engine.app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'express' } }), 400, 'SHIPPING_POBOX_UNAVAILABLE');
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));
    expect(cart.shippingMethods.applicableShippingMethods.find((m) => m.selected)?.code).toBe('standard');
  });
});

describe('DELETE the shipping and billing address (issue 10 §1)', () => {
  it('the cart forgets the shipping address and its e-mail, keeps the method; then the billing address', async () => {
    const cookie = await guestCookie(engine.app);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(engine.app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const noShipping = expectOk('removeShippingAddress', await call(engine.app, 'removeShippingAddress', { cookie, params: { basketId } }));
    expect(noShipping.shippingAddress ?? null).toBeNull();
    expect(noShipping.shippingMethods.applicableShippingMethods.find((m) => m.selected)?.code).toBe('standard');
    expectError(await call(engine.app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'SHIPPING_ADDRESS_MISSING');
    const noBilling = expectOk('removeBillingAddress', await call(engine.app, 'removeBillingAddress', { cookie, params: { basketId } }));
    expect(noBilling.billingAddress ?? null).toBeNull();
    // Removing what is already gone is harmless.
    expectOk('removeBillingAddress', await call(engine.app, 'removeBillingAddress', { cookie, params: { basketId } }));
  });
});

describe('INVALID_CUSTOMER: the shopper\'s own cart merged away at sign-in, named again by a stale tab', () => {
  it('answers INVALID_CUSTOMER to that guest and that consumer, and CART_NOT_FOUND to anyone else', async () => {
    const email = `stale-tab-${Date.now()}@example.com`;
    await signUp(engine.app, email);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    // The consumer already has a cart, so the next guest cart merges into it (and is removed).
    const first = await guestCookie(engine.app);
    const kept = await cartWith(first, { productId: WELL_STOCKED_PRODUCT_ID, upc });
    await signIn(engine.app, email, { guestCookie: first, guestObjects: { basketId: kept } });
    const guest = await guestCookie(engine.app);
    const merged = await cartWith(guest, { productId: WELL_STOCKED_PRODUCT_ID, upc });
    const session = await signIn(engine.app, email, { guestCookie: guest, guestObjects: { basketId: merged } });
    expect(session.auth.basketId).toBe(kept);
    const line = { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 };
    for (const cookie of [session.cookie, guest]) {
      expectError(await call(engine.app, 'getCart', { cookie, params: { basketId: merged } }), 409, 'INVALID_CUSTOMER');
      expectError(await call(engine.app, 'addItem', { cookie, body: { cartId: merged, items: [line] } }), 409, 'INVALID_CUSTOMER');
      expectError(await call(engine.app, 'prepareOrder', { cookie, body: { basketId: merged } }), 409, 'INVALID_CUSTOMER');
    }
    const stranger = await guestCookie(engine.app);
    expectError(await call(engine.app, 'getCart', { cookie: stranger, params: { basketId: merged } }), 404, 'CART_NOT_FOUND');
    expectError(await call(engine.app, 'addItem', { cookie: stranger, body: { cartId: merged, items: [line] } }), 404, 'CART_NOT_FOUND');
  });
});

describe('what support changes on a product, as the shopper meets it (§8)', () => {
  it('withdrawn: adding is ITEM_NOT_AVAILABLE; a cart already holding it is ITEM_NO_LONGER_AVAILABLE at prepareOrder and placeOrder', async () => {
    const product = await productOfItsOwn();
    const cookie = await guestCookie(engine.app);
    const basketId = await readyCart(engine.app, cookie, { ...product, qty: 1 });
    const itemId = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } })).items[0]!.id;
    expect(expectOk('supportUpdateProductSale', await support(product.productId, { withdrawn: true })).withdrawn).toBe(true);
    const other = await guestCookie(engine.app);
    const otherCart = await cartWith(other);
    expectError(await call(engine.app, 'addItem', { cookie: other, body: { cartId: otherCart, items: [{ ...product, qty: 1 }] } }), 409, 'ITEM_NOT_AVAILABLE');
    // The cart says so at the line (§8 flash ProductItemNotAvailable).
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } })).flash)
      .toContainEqual(expect.objectContaining({ type: 'ProductItemNotAvailable', itemId }));
    expectError(await call(engine.app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'ITEM_NO_LONGER_AVAILABLE');
    expectError(await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId }, headers: { 'idempotency-key': 'withdrawn-1' } }), 409, 'ITEM_NO_LONGER_AVAILABLE');
    // The line is still there for the shopper to remove; put back on sale, the cart orders again.
    expect(itemId).toBeDefined();
    expectOk('supportUpdateProductSale', await support(product.productId, { withdrawn: false }));
    expectOk('prepareOrder', await call(engine.app, 'prepareOrder', { cookie, body: { basketId } }));
  });

  it('no price on the cart\'s site is NO_PRICE; a price of zero is INVALID_PRICE', async () => {
    const product = await productOfItsOwn();
    const cookie = await guestCookie(engine.app);
    const basketId = await cartWith(cookie);
    const line = { ...product, qty: 1 };
    const removed = expectOk('supportUpdateProductSale', await support(product.productId, { prices: [{ siteId: 'en-us', price: null }] }));
    expect(removed.prices.map((p) => p.siteId)).not.toContain('en-us');
    expectError(await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [line] } }), 409, 'NO_PRICE');
    expectOk('supportUpdateProductSale', await support(product.productId, { prices: [{ siteId: 'en-us', price: { listMinor: 0, saleMinor: 0 } }] }));
    expectError(await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [line] } }), 409, 'INVALID_PRICE');
    expectOk('supportUpdateProductSale', await support(product.productId, { prices: [{ siteId: 'en-us', price: { listMinor: 4500, saleMinor: 4500 } }] }));
    expect(expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [line] } })).items).toHaveLength(1);
  });

  it('stock gone since the lines were added: SOME_PRODUCTS_NO_INVENTORY at prepareOrder; changing the line is ITEM_OOS', async () => {
    const product = await productOfItsOwn();
    const cookie = await guestCookie(engine.app);
    const basketId = await readyCart(engine.app, cookie, { ...product, qty: 1 });
    const itemId = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } })).items[0]!.id;
    expectOk('supportUpdateProductSale', await support(product.productId, { stock: [{ upc: product.upc, qty: 0 }] }));
    expectError(await call(engine.app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'SOME_PRODUCTS_NO_INVENTORY');
    expectError(await call(engine.app, 'updateItem', { cookie, params: { basketId }, body: { itemId, ...product, qty: 2 } }), 409, 'ITEM_OOS');
  });

  it('moving a saved-for-later item out of stock to the cart is ITEMS_OOS and it stays saved', async () => {
    const product = await productOfItsOwn();
    const cookie = await guestCookie(engine.app);
    const basketId = await cartWith(cookie);
    const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { ...product, qty: 1 } }));
    expectOk('supportUpdateProductSale', await support(product.productId, { stock: [{ upc: product.upc, qty: 0 }] }));
    const move = { action: 'moveToCart', saveForLaterId: saved.saveForLaterId, itemId: saved.items[0]!.itemId };
    expectError(await call(engine.app, 'moveSaveForLater', { cookie, params: { basketId }, body: move }), 409, 'ITEMS_OOS');
    expect(expectOk('getSaveForLater', await call(engine.app, 'getSaveForLater', { cookie })).items).toHaveLength(1);
  });

  it('support without the key is refused; an unknown product is PRODUCT_NOT_FOUND; a variant of another product changes nothing', async () => {
    const product = await productOfItsOwn();
    expectError(await call(engine.app, 'supportUpdateProductSale', { params: { productId: product.productId }, body: { withdrawn: true } }), 403, 'SUPPORT_KEY_INVALID');
    expectError(await support('ZZNOSUCH00', {}), 404, 'PRODUCT_NOT_FOUND');
    const wellStocked = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    expectError(await support(product.productId, { withdrawn: true, stock: [{ upc: wellStocked, qty: 0 }] }), 404, 'VARIANT_NOT_FOUND');
    // The refused change was rolled back as a whole: the product is still on sale, the other product's stock untouched.
    const cookie = await guestCookie(engine.app);
    const basketId = await cartWith(cookie);
    expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ ...product, qty: 1 }, { productId: WELL_STOCKED_PRODUCT_ID, upc: wellStocked, qty: 1 }] } }));
  });
});

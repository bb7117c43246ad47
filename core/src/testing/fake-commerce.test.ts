import { describe, expect, it } from 'vitest';
import { cartSchema, catalogResponseSchema as catalogSchema, inventorySchema, orderSchema, productSearchResponseSchema, tokenResponseSchema } from '../contract';
import { cartAtStage } from './cart-at-stage';
import { FakeCommerce } from './fake-commerce';

describe('FakeCommerce answers what the contract allows', () => {
  it('catalogue, search, details and inventory parse with the contract schemas', async () => {
    const upstream = new FakeCommerce({ stock: { '000000000108': 2 } });
    expect(catalogSchema.safeParse((await upstream.products.catalog())._unsafeUnwrap()).success).toBe(true);
    const search = (await upstream.products.search({ q: 'trail' }))._unsafeUnwrap();
    expect(productSearchResponseSchema.parse(search).hits.map((h) => h.id)).toEqual(['TRAILRUN01']);
    expect((await upstream.products.search({ categoryId: '9999' }))._unsafeUnwrap().total).toBe(0);
    const inventory = inventorySchema.parse((await upstream.products.inventory('TRAILRUN01'))._unsafeUnwrap());
    expect(inventory.variants.find((v) => v.upc === '000000000108')).toEqual({ upc: '000000000108', quantity: 2, status: 'LOW_STOCK' });
    expect(inventory.variants.find((v) => v.upc === '000000000209')?.status).toBe('OUT_OF_STOCK');
    expect((await upstream.products.details('NOPE000000'))._unsafeUnwrapErr()).toMatchObject({ errorId: 'PRODUCT_NOT_FOUND' });
    expect(tokenResponseSchema.safeParse((await upstream.auth.guestToken())._unsafeUnwrap()).success).toBe(true);
  });

  it('carts and orders parse with the contract schemas', async () => {
    const upstream = new FakeCommerce();
    const cart = await cartAtStage(upstream, 'payment');
    expect(cartSchema.safeParse(cart).success).toBe(true);
    const placed = (await upstream.checkout.placeOrder(cart.basketId, 'key-1'))._unsafeUnwrap();
    expect(orderSchema.safeParse(placed.order).success).toBe(true);
  });

  it('a placed order reads back by its number; an unknown number is ORDER_NOT_FOUND', async () => {
    const upstream = new FakeCommerce();
    const cart = await cartAtStage(upstream, 'payment');
    const placed = (await upstream.checkout.placeOrder(cart.basketId, 'key-1'))._unsafeUnwrap();
    expect((await upstream.checkout.order(placed.orderNumber))._unsafeUnwrap()).toEqual(placed.order);
    expect((await upstream.checkout.order('ORD-UNKNOWN'))._unsafeUnwrapErr()).toMatchObject({ errorId: 'ORDER_NOT_FOUND' });
  });

  it('like the API (404 ORD404): the fake’s own ports read only their own orders, and no other session reads theirs', async () => {
    const upstream = new FakeCommerce();
    const cart = await cartAtStage(upstream, 'payment');
    const placed = (await upstream.checkout.placeOrder(cart.basketId, 'key-1'))._unsafeUnwrap();
    const stranger = upstream.session('en-us');
    expect((await stranger.checkout.order(placed.orderNumber))._unsafeUnwrapErr()).toMatchObject({ errorId: 'ORDER_NOT_FOUND', statusCode: 404 });
    expect((await stranger.checkout.placeOrder(cart.basketId, 'key-1'))._unsafeUnwrapErr()).toMatchObject({ errorId: 'CART_NOT_FOUND' });

    const theirs = await cartAtStage(stranger, 'payment');
    const theirOrder = (await stranger.checkout.placeOrder(theirs.basketId, 'key-2'))._unsafeUnwrap();
    expect((await upstream.checkout.order(theirOrder.orderNumber))._unsafeUnwrapErr()).toMatchObject({ errorId: 'ORDER_NOT_FOUND', statusCode: 404 });
    expect((await stranger.checkout.order(theirOrder.orderNumber))._unsafeUnwrap()).toEqual(theirOrder.order);
  });

  it('the fake’s own ports are those of a session, each of them: FakeCommerceSession names them once', () => {
    const upstream = new FakeCommerce();
    const session = upstream.session('en-us');
    const ports = Object.keys(session).sort();
    expect(ports).toEqual(['auth', 'carts', 'checkout', 'products', 'time', 'tokenizer']);
    for (const port of ports) {
      expect(Object.keys(upstream[port as keyof typeof session]).sort()).toEqual(Object.keys(session[port as keyof typeof session]).sort());
    }
  });

  it('updating to 0 removes an item; removing an unknown item is ITEM_NOT_FOUND', async () => {
    const upstream = new FakeCommerce();
    const cart = await cartAtStage(upstream, 'items');
    const item = cart.items[0]!;
    const two = (await upstream.carts.updateItem(cart.basketId, { itemId: item.id, productId: item.productId, upc: item.upc, qty: 2 }))._unsafeUnwrap();
    expect(two.totals.itemTotal).toBe(18_000);
    const none = (await upstream.carts.updateItem(cart.basketId, { itemId: item.id, productId: item.productId, upc: item.upc, qty: 0 }))._unsafeUnwrap();
    expect(none.items).toEqual([]);
    expect((await upstream.carts.removeItem({ cartId: cart.basketId, itemId: item.id, upc: item.upc }))._unsafeUnwrapErr())
      .toMatchObject({ errorId: 'ITEM_NOT_FOUND' });
  });

  it('like the API: more than the line may hold is ADDED_MAX_QUANTITY with maxAllowedQty; none left is ITEM_OOS', async () => {
    const upstream = new FakeCommerce({ stock: { '000000000109': 1, '000000000110': 0 } });
    const cart = await cartAtStage(upstream, 'items');
    const more = await upstream.carts.addItems({ cartId: cart.basketId, items: [{ productId: 'TRAILRUN01', upc: '000000000109', qty: 2 }] });
    expect(more._unsafeUnwrapErr()).toMatchObject({ errorId: 'ADDED_MAX_QUANTITY', statusCode: 409, maxAllowedQty: 1 });
    const none = await upstream.carts.addItems({ cartId: cart.basketId, items: [{ productId: 'TRAILRUN01', upc: '000000000110', qty: 1 }] });
    expect(none._unsafeUnwrapErr()).toMatchObject({ errorId: 'ITEM_OOS', statusCode: 409 });
    const item = cart.items[0]!;
    const update = await upstream.carts.updateItem(cart.basketId, { itemId: item.id, productId: item.productId, upc: item.upc, qty: 3 });
    expect(update._unsafeUnwrapErr()).toMatchObject({ errorId: 'ADDED_MAX_QUANTITY', maxAllowedQty: 1 });
    expect(upstream.cart(cart.basketId)?.items[0]).toMatchObject({ upc: '000000000109', qty: 1, maxQty: 1 });
  });

  it('a session sees only its own carts; its site gives the currency and the tax rule', async () => {
    const upstream = new FakeCommerce({ taxBySite: { 'en-gb': { bps: 2000, included: true } } });
    const mine = upstream.session('en-gb');
    const theirs = upstream.session('en-gb');
    const cart = (await mine.carts.create())._unsafeUnwrap();
    expect(cart.currency).toBe('GBP');
    expect((await theirs.carts.get(cart.basketId))._unsafeUnwrapErr()).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    expect((await upstream.carts.get(cart.basketId))._unsafeUnwrapErr()).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    const added = (await mine.carts.addItems({ cartId: cart.basketId, items: [{ productId: 'TRAILRUN01', upc: '000000000108', qty: 1 }] }))._unsafeUnwrap();
    expect(added.totals).toMatchObject({ itemTotal: 9_000, tax: 1_500, total: 9_000, totalDiscount: 3_000, currency: 'GBP' });
  });

  it('failNext makes exactly the next call of that name fail', async () => {
    const upstream = new FakeCommerce().failNext('create', { type: 'NetworkError', message: 'offline' });
    expect((await upstream.carts.create()).isErr()).toBe(true);
    expect((await upstream.carts.create()).isOk()).toBe(true);
  });
});

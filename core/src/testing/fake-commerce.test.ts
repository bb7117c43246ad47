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

  it('an order takes its stock; more than the stock is ITEM_OOS', async () => {
    const upstream = new FakeCommerce({ stock: { '000000000109': 1 } });
    const cart = await cartAtStage(upstream, 'items');
    const more = await upstream.carts.addItems({ cartId: cart.basketId, items: [{ productId: 'TRAILRUN01', upc: '000000000109', qty: 1 }] });
    expect(more._unsafeUnwrapErr()).toMatchObject({ errorId: 'ITEM_OOS' });
  });

  it('failNext makes exactly the next call of that name fail', async () => {
    const upstream = new FakeCommerce().failNext('create', { type: 'NetworkError', message: 'offline' });
    expect((await upstream.carts.create()).isErr()).toBe(true);
    expect((await upstream.carts.create()).isOk()).toBe(true);
  });
});

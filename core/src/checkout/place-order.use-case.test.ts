import { describe, expect, it } from 'vitest';
import { orderSchema, SANDBOX_CARDS } from '../contract';
import { catalogueError } from '../errors';
import { STORAGE_KEYS } from '../ports';
import { aCard, cartAtStage, FakeCommerce, FakeKeyValueStore, SequenceRandomSource } from '../testing';
import { readLastOrder } from './last-order';
import { PlaceOrder } from './place-order.use-case';

const setup = async (card = aCard()) => {
  const upstream = new FakeCommerce();
  const cart = await cartAtStage(upstream, 'payment', card);
  const store = new FakeKeyValueStore({ [STORAGE_KEYS.basketId]: cart.basketId });
  const random = new SequenceRandomSource();
  return { upstream, cart, store, random, useCase: new PlaceOrder(upstream.checkout, store, random) };
};

describe('PlaceOrder', () => {
  it('prepares, then places the order with an idempotency key from the random source', async () => {
    const { upstream, cart, useCase } = await setup();
    const order = (await useCase.run(cart.basketId))._unsafeUnwrap();
    expect(upstream.calls).toEqual([
      { name: 'prepareOrder', args: [cart.basketId] },
      { name: 'placeOrder', args: [cart.basketId, '00000000-0000-4000-8000-000000000001'] },
    ]);
    expect(order.totals.total).toBe(cart.totals.total);
    expect(upstream.stockOf('000000000109')).toBe(4);
  });

  it('the same idempotency key given twice (a double click, a resubmitted form) places one order', async () => {
    const { upstream, cart, useCase } = await setup();
    const first = (await useCase.run(cart.basketId, 'form-key-1'))._unsafeUnwrap();
    const second = (await useCase.run(cart.basketId, 'form-key-1'))._unsafeUnwrap();
    expect(second.orderNumber).toBe(first.orderNumber);
    expect(upstream.orders()).toHaveLength(1);
    expect(upstream.calls.filter((call) => call.name === 'placeOrder').map((call) => call.args[1])).toEqual(['form-key-1', 'form-key-1']);
  });

  it('after an order: the last order is kept locally and the cart id is forgotten (§4 reset the cart)', async () => {
    const { cart, store, useCase } = await setup();
    const order = (await useCase.run(cart.basketId))._unsafeUnwrap();
    expect(store.values.has(STORAGE_KEYS.basketId)).toBe(false);
    expect(orderSchema.parse(JSON.parse(store.values.get(STORAGE_KEYS.lastOrder)!))).toEqual(order);
    expect((await readLastOrder(store))._unsafeUnwrap()).toEqual(order);
  });

  it('a basket becomes at most one order: running the use case again (a resubmitted form) returns the first order', async () => {
    const { upstream, cart, useCase } = await setup();
    const first = (await useCase.run(cart.basketId))._unsafeUnwrap();
    const again = (await useCase.run(cart.basketId))._unsafeUnwrap();
    expect(again).toEqual(first);
    expect(upstream.orders()).toHaveLength(1);
    expect(upstream.stockOf('000000000109')).toBe(4);
    const keys = upstream.calls.filter((c) => c.name === 'placeOrder').map((c) => c.args[1]);
    expect(new Set(keys).size).toBe(2); // a fresh key each run: the basket, not the key, makes it one order
  });

  it('the Idempotency-Key the caller carries (the checkout form’s) is the one sent', async () => {
    const { upstream, cart, useCase } = await setup();
    await useCase.run(cart.basketId, 'form-key-1');
    expect(upstream.calls.find((c) => c.name === 'placeOrder')?.args).toEqual([cart.basketId, 'form-key-1']);
  });

  it('a malformed Idempotency-Key (a tampered form) is InvalidInput on idempotencyKey, and nothing is sent', async () => {
    const { upstream, cart, useCase } = await setup();
    const before = upstream.calls.length;
    for (const key of ['', 'two words', 'key\r\nx-evil: 1', 'k'.repeat(129)]) {
      expect((await useCase.run(cart.basketId, key))._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'idempotencyKey' });
    }
    expect(upstream.calls.length).toBe(before);
  });

  it('a failed prepare other than ORDER_ALREADY_PLACED stops before placing', async () => {
    const { upstream, cart, useCase } = await setup();
    upstream.failNext('prepareOrder', { type: 'NetworkError', message: 'offline' });
    expect((await useCase.run(cart.basketId))._unsafeUnwrapErr()).toEqual({ type: 'NetworkError', message: 'offline' });
    expect(upstream.callNames()).not.toContain('placeOrder');
  });

  it('CART_NOT_FOUND at prepare with the form’s key: the same key answers the first order; without a key it is the error', async () => {
    const { upstream, cart, useCase } = await setup();
    const first = (await useCase.run(cart.basketId, 'form-key-2'))._unsafeUnwrap();
    upstream.failNext('prepareOrder', catalogueError('CART_NOT_FOUND'));
    expect((await useCase.run(cart.basketId, 'form-key-2'))._unsafeUnwrap()).toEqual(first);
    upstream.failNext('prepareOrder', catalogueError('CART_NOT_FOUND'));
    expect((await useCase.run(cart.basketId))._unsafeUnwrapErr()).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    upstream.failNext('prepareOrder', catalogueError('CART_NOT_FOUND')).failNext('placeOrder', catalogueError('GEN500'));
    expect((await useCase.run(cart.basketId, 'form-key-2'))._unsafeUnwrapErr()).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    expect(upstream.orders()).toHaveLength(1);
  });

  it('a double click: two runs at once give one order', async () => {
    const { upstream, cart, useCase } = await setup();
    const [a, b] = await Promise.all([useCase.run(cart.basketId), useCase.run(cart.basketId)]);
    expect(a._unsafeUnwrap().orderNumber).toBe(b._unsafeUnwrap().orderNumber);
    expect(upstream.orders()).toHaveLength(1);
  });

  it('a declined card is PAYMENT_ERROR; the cart is kept, stock unchanged and nothing is stored', async () => {
    const { upstream, cart, store, useCase } = await setup(aCard({ number: SANDBOX_CARDS.declines }));
    const result = await useCase.run(cart.basketId);
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ApiError', errorId: 'PAYMENT_ERROR', kind: 'PaymentDeclined' });
    expect(upstream.cart(cart.basketId)).toBeDefined();
    expect(upstream.stockOf('000000000109')).toBe(5);
    expect(store.values.get(STORAGE_KEYS.basketId)).toBe(cart.basketId);
    expect(store.values.has(STORAGE_KEYS.lastOrder)).toBe(false);
  });

  it('a cart without billing and payment stops at prepareOrder (BILLING_ADDRESS_MISSING) and is never placed', async () => {
    const upstream = new FakeCommerce();
    const cart = await cartAtStage(upstream, 'shippingMethod');
    const result = await new PlaceOrder(upstream.checkout, new FakeKeyValueStore(), new SequenceRandomSource()).run(cart.basketId);
    expect(result._unsafeUnwrapErr()).toMatchObject({ errorId: 'BILLING_ADDRESS_MISSING' });
    expect(upstream.callNames()).toEqual(['prepareOrder']);
  });

  it('prepareOrder answering ready: false stops with the error its flash stands for', async () => {
    const { upstream, cart } = await setup();
    const checkout = {
      ...upstream.checkout,
      prepareOrder: (basketId: string) => upstream.checkout.prepareOrder(basketId).map((prepared) => ({
        ...prepared, ready: false, flash: [{ type: 'ProductLineItemFullInventoryMissing', message: 'Sold out.' }],
      })),
    };
    const result = await new PlaceOrder(checkout, new FakeKeyValueStore(), new SequenceRandomSource()).run(cart.basketId);
    expect(result._unsafeUnwrapErr()).toMatchObject({ errorId: 'ITEM_OOS', message: 'Sold out.' });
    expect(upstream.orders()).toEqual([]);
  });

  it('a storage failure never hides a placed order', async () => {
    const { upstream, cart } = await setup();
    const store = new FakeKeyValueStore().failOn('set').failOn('remove');
    const result = await new PlaceOrder(upstream.checkout, store, new SequenceRandomSource()).run(cart.basketId);
    expect(result._unsafeUnwrap().orderNumber).toBe(upstream.orders()[0]!.orderNumber);
  });

  it('only the ordered cart id is forgotten: another stored cart is kept', async () => {
    const { upstream, cart } = await setup();
    const store = new FakeKeyValueStore({ [STORAGE_KEYS.basketId]: 'otherbasket1' });
    await new PlaceOrder(upstream.checkout, store, new SequenceRandomSource()).run(cart.basketId);
    expect(store.values.get(STORAGE_KEYS.basketId)).toBe('otherbasket1');
  });

  it('an invalid basketId returns InvalidInput without a call', async () => {
    const { upstream, useCase } = await setup();
    expect((await useCase.run('no'))._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'basketId' });
    expect(upstream.calls).toEqual([]);
  });
});

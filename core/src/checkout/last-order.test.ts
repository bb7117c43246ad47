import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../ports';
import { cartAtStage, FakeCommerce, FakeKeyValueStore } from '../testing';
import { readLastOrder, rememberLastOrder } from './last-order';

const anOrder = async () => {
  const upstream = new FakeCommerce();
  const cart = await cartAtStage(upstream, 'payment');
  return (await upstream.checkout.placeOrder(cart.basketId, 'key-1'))._unsafeUnwrap().order;
};

describe('§4 the last order is persisted locally', () => {
  it('is read back exactly as remembered', async () => {
    const order = await anOrder();
    const store = new FakeKeyValueStore();
    await rememberLastOrder(store, order);
    expect((await readLastOrder(store))._unsafeUnwrap()).toEqual(order);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['JSON that is not an order', '{"orderNumber":"x"}'],
  ])('%s reads as no last order', async (_case, raw) => {
    const store = new FakeKeyValueStore(raw === null ? {} : { [STORAGE_KEYS.lastOrder]: raw });
    expect((await readLastOrder(store))._unsafeUnwrap()).toBeNull();
  });

  it('unreadable storage reads as no last order', async () => {
    expect((await readLastOrder(new FakeKeyValueStore().failOn('get')))._unsafeUnwrap()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueError } from '../errors';
import { STORAGE_KEYS } from '../ports';
import { FakeCommerce, FakeKeyValueStore } from '../testing';
import { AddToCart } from './add-to-cart.use-case';

const BLACK_9 = { productId: 'TRAILRUN01', upc: '000000000109', qty: 1 };

const setup = (stored: Record<string, string> = {}) => {
  const upstream = new FakeCommerce();
  const store = new FakeKeyValueStore(stored);
  return { upstream, store, useCase: new AddToCart(upstream.carts, store) };
};

describe('AddToCart', () => {
  it('creates the cart when none is stored, remembers it and adds the item', async () => {
    const { store, useCase } = setup();
    const cart = (await useCase.run(BLACK_9))._unsafeUnwrap();
    expect(cart.items).toMatchObject([{ upc: BLACK_9.upc, qty: 1 }]);
    expect(store.values.get(STORAGE_KEYS.basketId)).toBe(cart.basketId);
  });

  it('adds to the stored cart', async () => {
    const { upstream, store, useCase } = setup();
    const first = (await useCase.run(BLACK_9))._unsafeUnwrap();
    const second = (await new AddToCart(upstream.carts, store).run({ ...BLACK_9, qty: 2 }))._unsafeUnwrap();
    expect(second.basketId).toBe(first.basketId);
    expect(second.totals.totalUnits).toBe(3);
  });

  it('CART_NOT_FOUND: rebuilds the cart and retries once', async () => {
    const { upstream, store, useCase } = setup();
    const first = (await useCase.run(BLACK_9))._unsafeUnwrap();
    upstream.forgetCart(first.basketId);
    const rebuilt = (await useCase.run(BLACK_9))._unsafeUnwrap();
    expect(rebuilt.basketId).not.toBe(first.basketId);
    expect(store.values.get(STORAGE_KEYS.basketId)).toBe(rebuilt.basketId);
    expect(rebuilt.items).toHaveLength(1);
  });

  it('retries only once: a second CART_NOT_FOUND is returned', async () => {
    const { upstream, useCase } = setup({ [STORAGE_KEYS.basketId]: 'gonebasket01' });
    upstream.failNext('addItems', catalogueError('CART_NOT_FOUND')).failNext('addItems', catalogueError('CART_NOT_FOUND'));
    expect((await useCase.run(BLACK_9))._unsafeUnwrapErr()).toMatchObject({ errorId: 'CART_NOT_FOUND' });
    expect(upstream.callNames()).toEqual(['addItems', 'create', 'addItems']);
  });

  it('an out-of-stock variant answers ITEM_OOS and the cart is unchanged', async () => {
    const { upstream, store, useCase } = setup();
    const cart = (await useCase.run(BLACK_9))._unsafeUnwrap();
    const result = await new AddToCart(upstream.carts, store).run({ ...BLACK_9, upc: '000000000209' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ errorId: 'ITEM_OOS', code: 'INV700' });
    expect(upstream.cart(cart.basketId)).toEqual(cart);
  });

  it.each([
    [{ ...BLACK_9, qty: 0 }, 'qty'],
    [{ ...BLACK_9, qty: 1.5 }, 'qty'],
    [{ ...BLACK_9, upc: '12' }, 'upc'],
    [{ ...BLACK_9, productId: 'lower-case' }, 'productId'],
  ])('an invalid input returns InvalidInput naming the field, without any call (%o)', async (input, field) => {
    const { upstream, useCase } = setup();
    expect((await useCase.run(input))._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field });
    expect(upstream.calls).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueError } from '../errors';
import { STORAGE_KEYS } from '../ports';
import { FakeCommerce, FakeKeyValueStore } from '../testing';
import { StartGuestSession } from './start-guest-session.use-case';

const setup = (stored: Record<string, string> = {}) => {
  const upstream = new FakeCommerce();
  const store = new FakeKeyValueStore(stored);
  return { upstream, store, useCase: new StartGuestSession(upstream.auth, upstream.carts, store) };
};

describe('StartGuestSession', () => {
  it('a guest token exists by default: obtains one before touching the cart', async () => {
    const { upstream, useCase } = setup();
    await useCase.run();
    expect(upstream.callNames()[0]).toBe('guestToken');
  });

  it('with no stored cart, creates one and remembers its basketId', async () => {
    const { upstream, store, useCase } = setup();
    const cart = (await useCase.run())._unsafeUnwrap();
    expect(store.values.get(STORAGE_KEYS.basketId)).toBe(cart.basketId);
    expect(upstream.cart(cart.basketId)).toEqual(cart);
  });

  it('restores the stored cart', async () => {
    const { upstream, store, useCase } = setup();
    const first = (await useCase.run())._unsafeUnwrap();
    const again = await new StartGuestSession(upstream.auth, upstream.carts, store).run();
    expect(again._unsafeUnwrap().basketId).toBe(first.basketId);
    expect(upstream.callNames().filter((n) => n === 'create')).toHaveLength(1);
  });

  it('a stale basketId (CART_NOT_FOUND) is replaced by a new cart', async () => {
    const { store, useCase } = setup({ [STORAGE_KEYS.basketId]: 'gonebasket01' });
    const cart = (await useCase.run())._unsafeUnwrap();
    expect(cart.basketId).not.toBe('gonebasket01');
    expect(store.values.get(STORAGE_KEYS.basketId)).toBe(cart.basketId);
  });

  it('a stored value that is not a basketId counts as no stored cart', async () => {
    const { upstream, useCase } = setup({ [STORAGE_KEYS.basketId]: '../../etc/passwd' });
    expect((await useCase.run()).isOk()).toBe(true);
    expect(upstream.callNames()).toEqual(['guestToken', 'create']);
  });

  it('a failing token call is returned as is, and no cart is created', async () => {
    const { upstream, useCase } = setup();
    upstream.failNext('guestToken', { type: 'NetworkError', message: 'offline' });
    expect((await useCase.run())._unsafeUnwrapErr()).toEqual({ type: 'NetworkError', message: 'offline' });
    expect(upstream.callNames()).toEqual(['guestToken']);
  });

  it('any other cart error than CART_NOT_FOUND is returned, keeping the stored basketId', async () => {
    const { upstream, store, useCase } = setup({ [STORAGE_KEYS.basketId]: 'somebasket01' });
    upstream.failNext('get', catalogueError('FORBIDDEN'));
    expect((await useCase.run())._unsafeUnwrapErr()).toMatchObject({ errorId: 'FORBIDDEN' });
    expect(store.values.get(STORAGE_KEYS.basketId)).toBe('somebasket01');
  });

  it('storage that cannot be read or written still yields a cart', async () => {
    const upstream = new FakeCommerce();
    const store = new FakeKeyValueStore().failOn('get').failOn('set');
    const result = await new StartGuestSession(upstream.auth, upstream.carts, store).run();
    expect(result.isOk()).toBe(true);
  });
});

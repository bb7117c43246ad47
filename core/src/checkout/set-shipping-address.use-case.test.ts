import { describe, expect, it } from 'vitest';
import { anAddress, cartAtStage, FakeCommerce } from '../testing';
import { SetShippingAddress } from './set-shipping-address.use-case';

describe('SetShippingAddress', () => {
  it('sets the shipment address and the contact e-mail on the cart', async () => {
    const upstream = new FakeCommerce();
    const { basketId } = await cartAtStage(upstream, 'items');
    const cart = (await new SetShippingAddress(upstream.checkout).run(basketId, { address: anAddress(), email: 'ada@example.com' }))._unsafeUnwrap();
    expect(cart.shippingAddress).toMatchObject({ ...anAddress(), approachType: 'S' });
    expect(cart.customerEmail).toBe('ada@example.com');
  });

  it.each([
    ['address.postalCode', { address: anAddress({ postalCode: '!' }), email: 'ada@example.com' }],
    ['address.firstName', { address: anAddress({ firstName: '  ' }), email: 'ada@example.com' }],
    ['address.countryCode', { address: anAddress({ countryCode: 'usa' }), email: 'ada@example.com' }],
    ['email', { address: anAddress(), email: 'ada@' }],
  ])('an invalid %s returns InvalidInput for that field and changes nothing', async (field, input) => {
    const upstream = new FakeCommerce();
    const before = await cartAtStage(upstream, 'items');
    const result = await new SetShippingAddress(upstream.checkout).run(before.basketId, input);
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field });
    expect(upstream.calls).toEqual([]);
  });

  it('an invalid basketId returns InvalidInput for basketId', async () => {
    const upstream = new FakeCommerce();
    const result = await new SetShippingAddress(upstream.checkout).run('x', { address: anAddress(), email: 'ada@example.com' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'basketId' });
  });

  it('an upstream error is returned as is', async () => {
    const upstream = new FakeCommerce();
    const result = await new SetShippingAddress(upstream.checkout).run('gonebasket01', { address: anAddress(), email: 'ada@example.com' });
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ApiError', errorId: 'CART_NOT_FOUND' });
  });
});

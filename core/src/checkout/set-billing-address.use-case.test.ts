import { describe, expect, it } from 'vitest';
import { anAddress, cartAtStage, FakeCommerce } from '../testing';
import { SetBillingAddress } from './set-billing-address.use-case';

describe('SetBillingAddress', () => {
  it('sets the billing address of the cart', async () => {
    const upstream = new FakeCommerce();
    const { basketId } = await cartAtStage(upstream, 'shippingMethod');
    const cart = (await new SetBillingAddress(upstream.checkout).run(basketId, anAddress({ city: 'Boulder' })))._unsafeUnwrap();
    expect(cart.billingAddress).toMatchObject({ city: 'Boulder' });
    expect(upstream.callNames()).toEqual(['setBillingAddress']);
  });

  it('an invalid address is InvalidInput naming the field, without a call', async () => {
    const upstream = new FakeCommerce();
    const { basketId } = await cartAtStage(upstream, 'shippingMethod');
    const result = await new SetBillingAddress(upstream.checkout).run(basketId, anAddress({ firstName: '' }));
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'address.firstName' });
    expect(upstream.calls).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { cartAtStage, FakeCommerce } from '@switchback/core/testing';
import { shownStep, stepOf } from './checkout-step';

describe('§4 the checkout step follows the cart', () => {
  it('no address → shipping; address → method; method → billing; billing address → payment; payment → summary', async () => {
    const upstream = new FakeCommerce();
    expect(stepOf(await cartAtStage(upstream, 'items'))).toBe('shipping');
    expect(stepOf(await cartAtStage(upstream, 'shippingAddress'))).toBe('method');
    const withMethod = await cartAtStage(upstream, 'shippingMethod');
    expect(stepOf(withMethod)).toBe('billing');
    expect(stepOf({ ...withMethod, billingAddress: withMethod.shippingAddress })).toBe('payment');
    expect(stepOf(await cartAtStage(upstream, 'payment'))).toBe('summary');
  });

  it('an earlier step may be edited; a later one, not reached yet, may not', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'shippingMethod');
    expect(shownStep(cart, 'shipping')).toBe('shipping');
    expect(shownStep(cart, 'summary')).toBe('billing');
    expect(shownStep(cart, 'nonsense')).toBe('billing');
    expect(shownStep(cart, null)).toBe('billing');
  });
});

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

  it('issue 9: a gift card paying part of the order stays on payment (the card pays the rest); paying all of it reaches the summary', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'shippingMethod');
    const giftCard = { payment_instrument_id: 'gc-1', amount: 1000, payment_method_id: 'GIFT_CARD' as const, giftCard: { maskedNumber: '•••• 7890', last4: '7890', balance: 1000, expiresAt: null } };
    const billed = { ...cart, billingAddress: cart.shippingAddress, payment_instruments: [giftCard] };
    expect(stepOf({ ...billed, totals: { ...cart.totals, remainingToPay: cart.totals.total - 1000 } })).toBe('payment');
    expect(stepOf({ ...billed, totals: { ...cart.totals, remainingToPay: 0 } })).toBe('summary');
  });
});
